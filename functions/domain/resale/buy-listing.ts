import { NotificationType, TransactionKind } from '../../../shared/domain/enums';
import { dealsWithSelf } from '../../../shared/rules/self-dealing';
import {
  type AuctionPurchaseRecord,
  auctionPurchaseRead,
  finishAuctionPurchase,
  getAuctionPurchase,
  reserveAuctionPurchase,
} from '../../data/auction-purchase';
import { readTogether, type TransactItem, transactWrite } from '../../data/db';
import { type FraudCheckRecord, fraudCheckRead } from '../../data/fraud-check';
import {
  finishListingReservation,
  getListing,
  type ListingRecord,
  listingRead,
  reserveListing,
} from '../../data/listing';
import { getNft, type NftRecord, nftRead } from '../../data/nft';
import { getNftItem, type LineItemRecord, type NftItemRecord, nftItemRead } from '../../data/nft-item';
import type { OrderRecord } from '../../data/order';
import { recordEvents } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { assertOffCooldown } from '../collection/item-rules';
import { transferItemWrites } from '../collection/transfer-item';
import { fraudSubjectOf } from '../fraud/checks';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { ListingNotActiveError } from '../listings/listing-errors';
import { type ChargeChallenge, isCancelled } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { refundOrder } from '../payments/refund-order';
import { choiceParts, fingerprintOf } from '../payments/request-fingerprint';
import { saleOrderId } from '../purchases/auction-sale';
import { type AuctionSale, saleAnswer } from '../purchases/buy-auction';
import { chargeReserved } from '../purchases/charge-reserved';
import { OwnItemPurchaseError, PriceChangedError } from '../purchases/errors';
import { assertCheckClears } from '../purchases/fraud-gate';
import { resalePayees } from './resale-payees';

export interface BuyListingInput {
  userUuid: string;
  listingId: string;
  method: PaymentChoice;
  idempotencyKey?: string;
  /** The price the buyer saw, in cents (the crypto checkout sends none: the listing's price then). */
  priceCents?: number;
  fraudScreened: boolean;
  continueDespiteWarning: boolean;
  siteUrl?: string;
}

function knownNft(listing: ListingRecord, nft: NftRecord | undefined): NftRecord {
  if (!nft) throw new Error(`Listing ${listing.id} sells an unknown NFT ${listing.nftId}`);
  return nft;
}

const mustGetNftOf = async (deps: Deps, listing: ListingRecord) =>
  knownNft(listing, await getNft(deps.db, listing.nftId));

async function mustGetListing(deps: Deps, listingId: string): Promise<ListingRecord> {
  const listing = await getListing(deps.db, listingId);
  if (!listing) throw new NotFoundError();
  return listing;
}

/**
 * Buys a resale listing (the checkouts with the listing's id, drop false; saleType secondary). The listing is
 * reserved for this order at the price the buyer saw, with the purchase record (in the recovery index), in one
 * transaction: a changed, removed, sold or held listing refuses it, so no other price is ever charged. The order
 * is charged once by its id, its price split between the seller's marketplace credit, the creator's royalty and
 * the platform fee (saleSplit); then the item moves to the buyer, the listing closes and the purchase completes in
 * one transaction with both notifications and the sale's market event. A refused payment puts the listing back on
 * sale; a 3-D Secure challenge keeps it reserved until the challenge ends. The seller's own listing (403) and an
 * item on its card cool-down (409) are refused before anything is held or charged.
 */
export async function buyListing(deps: Deps, input: BuyListingInput): Promise<AuctionSale | ChargeChallenge> {
  const orderId = saleOrderId('resale', input.userUuid, input.idempotencyKey, deps.newId);
  // Everything whose key the request gives, in one call (a call costs more than its keys).
  const first = await readTogether(deps.db, {
    listing: [listingRead(input.listingId)],
    purchase: [auctionPurchaseRead(orderId)],
    check: input.fraudScreened
      ? [fraudCheckRead(input.userUuid, fraudSubjectOf(input.listingId, false))]
      : [],
  });
  const [listing] = first.listing;
  if (!listing) throw new NotFoundError();
  // The NFT's and the item's keys are the listing's, so they come next, in one call.
  const sold = await readTogether(deps.db, {
    nft: [nftRead(listing.nftId)],
    item: [nftItemRead(listing.itemId)],
  });
  const nft = knownNft(listing, sold.nft[0]);
  const fingerprint = fingerprintOf([input.userUuid, listing.id, 1, choiceParts(input.method)]);

  let [purchase] = first.purchase;
  if (purchase && purchase.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(orderId);
  if (purchase?.status === 'completed') return saleAnswer(purchase, nft, true);
  if (!purchase || purchase.status === 'released') {
    assertMayBuy(deps, { listing, item: sold.item[0] }, input, first.check[0]);
    purchase = await reserve(deps, listing, { orderId, fingerprint, input });
    if (purchase.status === 'completed') return saleAnswer(purchase, nft, true);
  }
  const finished = await finishReserved(deps, listing, nft, purchase, input.siteUrl);
  return finished.status === 'challenge' ? finished : saleAnswer(finished, nft, false);
}

/** `check`: the buyer's fraud check of the listing, read with it (none when the checkout is not screened). */
function assertMayBuy(
  deps: Deps,
  { listing, item }: { listing: ListingRecord; item: NftItemRecord | undefined },
  input: BuyListingInput,
  check: FraudCheckRecord | undefined,
): void {
  if (dealsWithSelf(input.userUuid, listing.sellerUuid)) throw new OwnItemPurchaseError();
  if (listing.status !== 'active') throw new ListingNotActiveError(listing.status === 'reserved');
  if (item) assertOffCooldown(item, deps.clock.now());
  if (input.priceCents !== undefined && input.priceCents !== listing.priceCents)
    throw new PriceChangedError();
  if (input.fraudScreened) assertCheckClears(check, listing.priceCents, input.continueDespiteWarning);
}

/**
 * Holds the listing for this order with the purchase record. Lost to a twin of this request: answer its record;
 * lost to another buyer, an edit or a removal: say which.
 */
async function reserve(
  deps: Deps,
  listing: ListingRecord,
  request: { orderId: string; fingerprint: string; input: BuyListingInput },
): Promise<AuctionPurchaseRecord> {
  const now = deps.clock.now().toISOString();
  const purchase: AuctionPurchaseRecord = {
    orderId: request.orderId,
    userUuid: request.input.userUuid,
    auctionId: listing.id,
    how: 'resale',
    quantity: 1,
    unitPriceCents: listing.priceCents,
    method: request.input.method,
    takes: [],
    status: 'reserved',
    fingerprint: request.fingerprint,
    items: [],
    createdAt: now,
    updatedAt: now,
  };
  const reservation = { orderId: request.orderId, buyerUuid: request.input.userUuid, at: now };
  try {
    await transactWrite(deps.db, [
      reserveAuctionPurchase(deps.db, purchase),
      reserveListing(deps.db, listing.id, reservation, listing.priceCents),
    ]);
    return purchase;
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const twin = await getAuctionPurchase(deps.db, request.orderId);
    if (twin && twin.fingerprint !== request.fingerprint)
      throw new IdempotencyKeyReusedError(request.orderId);
    if (twin && twin.status !== 'released') return twin;
    const now = await getListing(deps.db, listing.id);
    if (now?.status === 'active' && now.priceCents !== listing.priceCents) throw new PriceChangedError();
    // On sale at the price read: another checkout held it at the write and let it go since (its payment refused),
    // or the write lost a conflict with one. Busy, as it was a moment earlier; the buyer may try again.
    throw new ListingNotActiveError(now?.status === 'active' || now?.status === 'reserved');
  }
}

/** Charges a reserved resale (once, whoever asks) and delivers it; a challenge keeps the listing reserved. */
async function finishReserved(
  deps: Deps,
  listing: ListingRecord,
  nft: NftRecord,
  purchase: AuctionPurchaseRecord,
  siteUrl?: string,
): Promise<AuctionPurchaseRecord | ChargeChallenge> {
  if (!purchase.method) throw new Error(`Resale ${purchase.orderId} has no payment method`);
  const charged = await chargeReserved(
    deps,
    {
      orderId: purchase.orderId,
      userUuid: purchase.userUuid,
      method: purchase.method,
      priceCents: purchase.unitPriceCents,
      payees: resalePayees(purchase.unitPriceCents, listing, {
        sellerUuid: listing.sellerUuid,
        creatorId: nft.artist.id,
      }),
      kind: TransactionKind.buy,
      title: listing.title,
      items: [{ type: 'listing', id: listing.id }],
      siteUrl,
    },
    () => releaseResale(deps, purchase),
  );
  if (charged.status === 'challenge') return charged;
  return deliverResale(deps, listing, nft, purchase, charged.order);
}

/** The payment was refused: the purchase ends released and the listing is on sale again, in one transaction. */
async function releaseResale(deps: Deps, purchase: AuctionPurchaseRecord): Promise<void> {
  const at = deps.clock.now().toISOString();
  try {
    await transactWrite(deps.db, [
      finishAuctionPurchase(deps.db, purchase.orderId, 'released', [], at),
      finishListingReservation(deps.db, purchase.auctionId, purchase.orderId, 'active', at),
    ]);
  } catch {
    // A twin released it first.
  }
}

/**
 * Gives the item to the buyer with the listing closed and the purchase completed in one transaction (with the
 * notifications and the market event). A twin that delivered first: answer its record.
 */
async function deliverResale(
  deps: Deps,
  listing: ListingRecord,
  nft: NftRecord,
  purchase: AuctionPurchaseRecord,
  order: OrderRecord,
): Promise<AuctionPurchaseRecord> {
  const item = await getNftItem(deps.db, listing.itemId);
  const done = await getAuctionPurchase(deps.db, purchase.orderId);
  if (done?.status === 'completed') return done;
  if (!isDeliverable(listing, item)) return abandonUndeliverable(deps, purchase, order);
  const at = deps.clock.now().toISOString();
  const items = [{ itemId: item.id, nftId: nft.id, sequence: item.sequence }];
  try {
    await transactWrite(deps.db, [
      ...resaleDeliveryWrites(deps, { listing, nft, item, order, buyerUuid: purchase.userUuid }),
      finishAuctionPurchase(deps.db, purchase.orderId, 'completed', items, at),
    ]);
  } catch (error) {
    const twin = await getAuctionPurchase(deps.db, purchase.orderId);
    if (twin?.status === 'completed') return twin;
    throw error;
  }
  return { ...purchase, status: 'completed', items, updatedAt: at };
}

/** Whether the listed item is still its seller's and carries the listing, so a reserved sale can deliver it. */
export const isDeliverable = (
  listing: ListingRecord,
  item: NftItemRecord | undefined,
): item is NftItemRecord => item?.owner === listing.sellerUuid && item.listing?.auctionId === listing.id;

/**
 * The writes that deliver a reserved listing paid by `order` (its id the listing's reservation): the item moves to
 * the buyer, the listing closes sold, both notifications (nft bought, nft sold) and the sale's market event. A cart
 * order's line delivers with them too, each in its own transaction.
 */
export function resaleDeliveryWrites(
  deps: Deps,
  sale: {
    listing: ListingRecord;
    nft: NftRecord;
    item: NftItemRecord;
    order: OrderRecord;
    buyerUuid: string;
  },
): TransactItem[] {
  const { listing, nft, item, order, buyerUuid } = sale;
  const now = deps.clock.now();
  const lineItem: LineItemRecord = { ...order.lineItem, amountCents: listing.priceCents };
  const notify = (userUuid: string, type: number) =>
    newEvent(deps, 'NotificationRequested', {
      user_uuid: userUuid,
      notification_type: type,
      subject: listing.title,
      auction: { id: listing.id, title: listing.title },
      extra: { nft_uuid: nft.id, nft_item_uuid: item.id },
    });
  const saleEvent = newEvent(deps, 'MarketActivity', {
    kind: 'sale',
    nft_id: nft.id,
    nft_item_id: item.id,
    sequence: item.sequence,
    price_cents: listing.priceCents,
    from_uuid: listing.sellerUuid,
    to_uuid: buyerUuid,
    market: 'secondary',
    listing_id: listing.id,
    offer_id: null,
  });
  return [
    ...transferItemWrites(deps.db, {
      nft,
      item,
      to: buyerUuid,
      how: 'buy',
      orderId: order.id,
      lineItem,
      listedAs: listing.id,
      transferId: deps.newId(),
      now,
    }),
    finishListingReservation(deps.db, listing.id, order.id, 'sold', now.toISOString()),
    recordEvents(deps.db, [
      notify(buyerUuid, NotificationType.nftBought),
      notify(listing.sellerUuid, NotificationType.nftSold),
      saleEvent,
    ]),
  ];
}

/**
 * The listed item left its seller by another way while the listing was held (which the listing conditions on
 * gifts, exports and offers rule out; kept as the safe end): the buyer gets the whole order back, the purchase ends
 * released and the listing cancelled.
 */
async function abandonUndeliverable(
  deps: Deps,
  purchase: AuctionPurchaseRecord,
  order: OrderRecord,
): Promise<never> {
  deps.logger.error('resale item left its seller while reserved', { orderId: purchase.orderId });
  await refundOrder(deps, { orderId: order.id, idempotencyKey: `undeliverable:${order.id}` });
  const at = deps.clock.now().toISOString();
  await transactWrite(deps.db, [
    finishAuctionPurchase(deps.db, purchase.orderId, 'released', [], at),
    finishListingReservation(deps.db, purchase.auctionId, purchase.orderId, 'cancelled', at),
  ]).catch(() => undefined);
  throw new ListingNotActiveError();
}

/** The recovery sweep's end for a resale its request left reserved: charge once and deliver, or give it back. */
export async function resumeResalePurchase(deps: Deps, purchase: AuctionPurchaseRecord): Promise<void> {
  const listing = await mustGetListing(deps, purchase.auctionId);
  await finishReserved(deps, listing, await mustGetNftOf(deps, listing), purchase);
}

/** Finishes a resale whose 3-D Secure challenge ended: paid delivers, declined puts the listing back on sale. */
export async function finishChallengedResale(deps: Deps, order: OrderRecord): Promise<void> {
  const purchase = await getAuctionPurchase(deps.db, order.id);
  if (purchase?.status !== 'reserved' || purchase.how !== 'resale' || order.status === 'pending') return;
  if (order.status === 'declined') return releaseResale(deps, purchase);
  const listing = await mustGetListing(deps, purchase.auctionId);
  await deliverResale(deps, listing, await mustGetNftOf(deps, listing), purchase, order);
}
