import { auctionKind, checkClaim, Rejection, refuse } from '../../../shared/rules/auctions';
import { type AuctionPurchaseRecord, getAcquired, getAuctionPurchase } from '../../data/auction-purchase';
import type { LineItemRecord } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { mustGetAuction, participantOf } from '../bids/bid-context';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { fingerprintOf } from '../payments/request-fingerprint';
import { deliverSale, reserveSale, saleOrderId } from '../purchases/auction-sale';
import { type AuctionSale, mustGetNft, saleAnswer } from '../purchases/buy-auction';
import { SaleRefusedError } from '../purchases/sale-errors';

export interface ClaimAuctionInput {
  userUuid: string;
  auctionId: string;
  /** The Idempotency-Key header: a retry with the same key answers the first claim and never gives two items. */
  idempotencyKey?: string;
}

/** A free claim's line item in order history: $0, no payment method. */
const FREE: LineItemRecord = { amountCents: 0, coin: null, coinMicros: null, method: null, last4: null };

/**
 * Claims one free edition of a giveaway, single auction giveaway or open giveaway: checks the rules (live, not
 * sold out, a verified e-mail except for the open giveaway, the account's limit), reserves the unit with the
 * claimer's count (racing claims never pass the limit nor the quantity), then delivers the edition with the
 * claim's $0 record and the 'NFT claimed' notification in one transaction.
 */
export async function claimAuction(deps: Deps, input: ClaimAuctionInput): Promise<AuctionSale> {
  const auction = await mustGetAuction(deps, input.auctionId);
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'claim') throw new SaleRefusedError(refuse(Rejection.notClaimable));
  const nft = await mustGetNft(deps, auction);
  const orderId = saleOrderId('claim', input.userUuid, input.idempotencyKey, deps.newId);
  const fingerprint = fingerprintOf([input.userUuid, auction.id]);

  let purchase = await getAuctionPurchase(deps.db, orderId);
  if (purchase && purchase.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(orderId);
  if (purchase?.status === 'completed') return saleAnswer(purchase, nft, true);
  if (!purchase) {
    // The record's available quantity is where the stock started: the reservation answers what is left.
    const [participant, claimed] = await Promise.all([
      participantOf(deps, auction, kind, input.userUuid),
      getAcquired(deps.db, auction.id, input.userUuid),
    ]);
    const verdict = checkClaim({
      auction,
      participant,
      claimed,
      maxPerAccount: auction.maxPerAccount,
      now: deps.clock.now(),
    });
    if (!verdict.ok) throw new SaleRefusedError(verdict);
    purchase = await reserveSale(deps, auction, kind, {
      orderId,
      userUuid: input.userUuid,
      how: 'claim',
      quantity: 1,
      unitPriceCents: 0,
      method: null,
      fingerprint,
    });
    if (purchase.status === 'completed') return saleAnswer(purchase, nft, true);
  }
  // A reserved claim (a crash between the two steps, or a twin still delivering) is delivered now.
  const delivered = await deliverSale(deps, auction, kind, nft, purchase, FREE);
  return saleAnswer(delivered, nft, false);
}

/** The recovery sweep's end for a claim its request left reserved: a claim costs nothing, so it is delivered. */
export async function resumeClaim(deps: Deps, purchase: AuctionPurchaseRecord): Promise<void> {
  const auction = await mustGetAuction(deps, purchase.auctionId);
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'claim') throw new Error(`Claim ${purchase.orderId} of no claim auction`);
  await deliverSale(deps, auction, kind, await mustGetNft(deps, auction), purchase, FREE);
}
