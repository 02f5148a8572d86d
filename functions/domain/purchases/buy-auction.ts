import { TransactionKind } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { auctionKind, type BuyKind, checkPurchase, Rejection, refuse } from '../../../shared/rules/auctions';
import { dealsWithSelf } from '../../../shared/rules/self-dealing';
import { type AuctionRecord, getAuction } from '../../data/auction';
import {
  type AuctionPurchaseRecord,
  acquiredRead,
  auctionPurchaseRead,
  getAuctionPurchase,
} from '../../data/auction-purchase';
import { type FraudCheckRecord, fraudCheckRead } from '../../data/fraud-check';
import { getNft, type NftRecord } from '../../data/nft';
import type { OrderRecord } from '../../data/order';
import { listShippingAddresses } from '../../data/shipping-address';
import { type UserRecord, userRead } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { mustGetAuction, participantFrom, readAuctionWith } from '../bids/bid-context';
import { fraudSubjectOf } from '../fraud/checks';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import type { ChargeChallenge } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { choiceParts, fingerprintOf } from '../payments/request-fingerprint';
import { storefrontSalePayees } from '../storefront/sale-payees';
import { deliverSale, releaseSale, reserveSale, saleOrderId } from './auction-sale';
import { chargeReserved } from './charge-reserved';
import { OwnItemPurchaseError, PriceChangedError } from './errors';
import { assertCheckClears } from './fraud-gate';
import { SaleRefusedError, ShippingAddressRefusedError } from './sale-errors';

export interface BuyAuctionInput {
  userUuid: string;
  auctionId: string;
  method: PaymentChoice;
  /** Editions to buy (1 when absent). */
  quantity: number;
  /** The Idempotency-Key header: a retry with the same key answers the first result and never charges twice. */
  idempotencyKey?: string;
  /** The total the buyer saw (unit price × quantity), in cents (the crypto checkout sends none). */
  priceCents?: number;
  /** The shipping address of a physical item. */
  addressUuid?: string | null;
  /** Whether the provider screens this payment (card and balance checkouts), so a fraud decision is needed. */
  fraudScreened: boolean;
  /** The buyer saw the fraud check's warning and chose to continue. */
  continueDespiteWarning: boolean;
  /** The site the buyer is on, where a 3-D Secure challenge returns (SITE_URL when absent). */
  siteUrl?: string;
}

export interface AuctionSale {
  status: 'bought';
  orderId: string;
  nft: NftRecord;
  items: { itemId: string; sequence: number }[];
  /** True when an earlier call with the same key made the purchase. */
  replayed: boolean;
}

export async function mustGetNft(deps: Deps, auction: AuctionRecord): Promise<NftRecord> {
  const nft = await getNft(deps.db, auction.nft.id);
  if (!nft) throw new Error(`Auction ${auction.id} sells an unknown NFT ${auction.nft.id}`);
  return nft;
}

export const saleAnswer = (
  purchase: AuctionPurchaseRecord,
  nft: NftRecord,
  replayed: boolean,
): AuctionSale => ({
  status: 'bought',
  orderId: purchase.orderId,
  nft,
  replayed,
  items: purchase.items.map(({ itemId, sequence }) => ({ itemId, sequence })),
});

/**
 * Buy Now on an open, fixed price, fixed price sequential or Dutch auction: checks the rules (live, not sold
 * out, the account's limit, the price the buyer saw, the shipping address, the fraud decision), reserves the
 * units, charges the order (Amex only where the auction says so), then delivers the editions with the purchase
 * record and the buyer's notification in one transaction. A refused payment gives the units back; a card that
 * needs 3-D Secure answers the challenge and keeps them reserved until it ends (finishChallengedAuctionOrder). A
 * retry with the same key, concurrent or not, reserves and charges once and answers the same editions.
 */
export async function buyAuction(deps: Deps, input: BuyAuctionInput): Promise<AuctionSale | ChargeChallenge> {
  const orderId = saleOrderId('buy', input.userUuid, input.idempotencyKey, deps.newId);
  const start = await readBuyStart(deps, input, orderId);
  const { auction } = start;
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'buy') throw new SaleRefusedError(refuse(Rejection.notForSale));
  const nft = await mustGetNft(deps, auction);
  const fingerprint = fingerprintOf([input.userUuid, auction.id, input.quantity, choiceParts(input.method)]);

  let { purchase } = start;
  if (purchase && purchase.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(orderId);
  if (purchase?.status === 'completed') return saleAnswer(purchase, nft, true);

  if (!purchase || purchase.status === 'released') {
    const unitPriceCents = await assertMayBuy(deps, auction, kind, input, start);
    purchase = await reserveSale(deps, auction, kind, {
      orderId,
      userUuid: input.userUuid,
      how: 'buy',
      quantity: input.quantity,
      unitPriceCents,
      method: input.method,
      fingerprint,
    });
    if (purchase.status === 'completed') return saleAnswer(purchase, nft, true);
  }
  const finished = await finishReserved(deps, auction, kind, nft, purchase, input.siteUrl);
  return finished.status === 'challenge' ? finished : saleAnswer(finished, nft, false);
}

/** Charges a reserved Buy Now (once, whoever asks) and delivers it; a challenge keeps the units reserved. */
async function finishReserved(
  deps: Deps,
  auction: AuctionRecord,
  kind: BuyKind,
  nft: NftRecord,
  purchase: AuctionPurchaseRecord,
  siteUrl?: string,
): Promise<AuctionPurchaseRecord | ChargeChallenge> {
  const charged = await charge(deps, auction, purchase, siteUrl);
  if (charged.status === 'challenge') return charged;
  return deliverPaid(deps, auction, kind, nft, purchase, charged.order);
}

/**
 * The recovery sweep's end for a Buy Now its request left reserved: charges it as the checkout would have (once:
 * the order id is the same) and delivers it, or gives the units back when the payment is refused. A challenge
 * still open is left to the 3-d-secure workflow.
 */
export async function resumeAuctionPurchase(deps: Deps, purchase: AuctionPurchaseRecord): Promise<void> {
  const auction = await mustGetAuction(deps, purchase.auctionId);
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'buy') throw new Error(`Purchase ${purchase.orderId} of no buy auction`);
  await finishReserved(deps, auction, kind, await mustGetNft(deps, auction), purchase);
}

/** Delivers a paid purchase; each edition's line item carries its share of the order. */
function deliverPaid(
  deps: Deps,
  auction: AuctionRecord,
  kind: BuyKind,
  nft: NftRecord,
  purchase: AuctionPurchaseRecord,
  order: OrderRecord,
): Promise<AuctionPurchaseRecord> {
  const lineItem = {
    amountCents: purchase.unitPriceCents,
    coin: order.lineItem.coin,
    coinMicros:
      order.lineItem.coinMicros === null ? null : Math.round(order.lineItem.coinMicros / purchase.quantity),
    method: order.lineItem.method,
    last4: order.lineItem.last4,
  };
  return deliverSale(deps, auction, kind, nft, purchase, lineItem);
}

/**
 * Finishes the Buy Now of an order settled after its 3-D Secure challenge: paid delivers the editions, declined
 * gives the units back. A no-op for a purchase finished already (by the buyer's retry or a twin).
 */
export async function finishChallengedAuctionOrder(deps: Deps, order: OrderRecord): Promise<void> {
  const purchase = await getAuctionPurchase(deps.db, order.id);
  if (purchase?.status !== 'reserved' || order.status === 'pending') return;
  if (order.status === 'declined') return releaseSale(deps, purchase);
  const auction = await getAuction(deps.db, purchase.auctionId);
  const kind = auction && auctionKind(auction.auctionType);
  if (!auction || kind?.mode !== 'buy') throw new Error(`Purchase ${order.id} of no buy auction`);
  await deliverPaid(deps, auction, kind, await mustGetNft(deps, auction), purchase, order);
}

/** What a Buy Now starts from: the auction, this order's purchase, the buyer, their count and their fraud check. */
interface BuyStart {
  auction: AuctionRecord;
  purchase: AuctionPurchaseRecord | undefined;
  user: UserRecord | undefined;
  acquired: number;
  check: FraudCheckRecord | undefined;
}

/** BuyStart in one call (readAuctionWith). */
async function readBuyStart(deps: Deps, input: BuyAuctionInput, orderId: string): Promise<BuyStart> {
  const { auction, read } = await readAuctionWith(deps, input.auctionId, {
    purchase: [auctionPurchaseRead(orderId)],
    user: [userRead(input.userUuid)],
    acquired: [acquiredRead(input.auctionId, input.userUuid)],
    check: input.fraudScreened
      ? [fraudCheckRead(input.userUuid, fraudSubjectOf(input.auctionId, false))]
      : [],
  });
  return {
    auction,
    purchase: read.purchase[0],
    user: read.user[0],
    acquired: read.acquired[0] ?? 0,
    check: read.check[0],
  };
}

/** The rules' verdict on this purchase; answers the unit price (a Dutch auction's price now). */
async function assertMayBuy(
  deps: Deps,
  auction: AuctionRecord,
  kind: BuyKind,
  input: BuyAuctionInput,
  start: BuyStart,
): Promise<number> {
  // The record's available quantity is where the stock started: the reservation answers exactly what is left.
  const participant = await participantFrom(deps, auction, kind, start.user);
  const purchased = start.acquired;
  const verdict = checkPurchase({
    auction,
    participant,
    quantity: input.quantity,
    purchased,
    maxPerAccount: auction.maxPerAccount,
    now: deps.clock.now(),
  });
  if (!verdict.ok) throw new SaleRefusedError(verdict);
  // A storefront's creator is paid by its sales: buying their own listing would pay them from themselves.
  if (dealsWithSelf(input.userUuid, auction.storefront?.creatorUserUuid)) throw new OwnItemPurchaseError();
  if (input.priceCents !== undefined && input.priceCents !== verdict.totalCents)
    throw new PriceChangedError();
  await assertShippable(deps, auction, input);
  if (input.fraudScreened) assertCheckClears(start.check, verdict.totalCents, input.continueDespiteWarning);
  return verdict.unitPriceCents;
}

/** A physical item needs one of the buyer's shipping addresses, in a country the item ships to. */
async function assertShippable(deps: Deps, auction: AuctionRecord, input: BuyAuctionInput): Promise<void> {
  if (!auction.physicalItem) return;
  const address = input.addressUuid
    ? (await listShippingAddresses(deps.db, input.userUuid)).find((a) => a.uuid === input.addressUuid)
    : undefined;
  if (!address) throw new ShippingAddressRefusedError();
  const countries = auction.physicalItem.shippingCountries;
  if (countries.length > 0 && !countries.includes(address.country))
    throw new ShippingAddressRefusedError(messages.shippingCountryNotServed);
}

/** Charges the purchase's order; a declined or refused payment gives the units back, a challenge keeps them. */
function charge(deps: Deps, auction: AuctionRecord, purchase: AuctionPurchaseRecord, siteUrl?: string) {
  if (!purchase.method) throw new Error(`Purchase ${purchase.orderId} has no payment method`);
  return chargeReserved(
    deps,
    {
      orderId: purchase.orderId,
      userUuid: purchase.userUuid,
      method: purchase.method,
      priceCents: purchase.unitPriceCents * purchase.quantity,
      payees: storefrontSalePayees(auction, purchase.unitPriceCents * purchase.quantity),
      kind: TransactionKind.buy,
      title: auction.title,
      items: [{ type: 'auction', id: auction.id }],
      requireAmex: auction.amexOnly,
      siteUrl,
    },
    () => releaseSale(deps, purchase),
  );
}
