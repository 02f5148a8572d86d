import { NotificationType, TransactionKind } from '../../../shared/domain/enums';
import { type TransactItem, tryTransactWrite } from '../../data/db';
import { endActiveListing, getListing } from '../../data/listing';
import { getNft, type NftRecord } from '../../data/nft';
import { getNftItem, lockItemForSale, type NftItemRecord } from '../../data/nft-item';
import {
  finishAccepting,
  getOffer,
  type OfferAcceptance,
  type OfferRecord,
  startAccepting,
} from '../../data/offer';
import { getHold } from '../../data/payment-hold';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { assertOffCooldown } from '../collection/item-rules';
import { transferItemWrites } from '../collection/transfer-item';
import { ListingNotActiveError } from '../listings/listing-errors';
import { captureHold } from '../payments/capture-hold';
import { lineItemOf } from '../payments/order-record';
import { priceOrder, pricingOf } from '../payments/pricing';
import { resalePayees } from '../resale/resale-payees';
import { endActiveOffer } from './end-offer';
import { OfferNotActiveError, OfferUnavailableError } from './errors';
import { offerActivity, offerNotice } from './offer-events';
import { isExpired, isStale, takesOffers } from './offer-rules';

/** Tries at the lock when the item changed in a way that does not refuse the accept (e.g. its visibility). */
const LOCK_ATTEMPTS = 3;

export async function mustGetNft(deps: Deps, id: string): Promise<NftRecord> {
  const nft = await getNft(deps.db, id);
  if (!nft) throw new NotFoundError();
  return nft;
}

/**
 * The owner accepts an offer. A state machine that is never left half-done:
 * 1. active -> accepting, in one transaction with a lock on the item (conditional on its version: no transfer,
 *    listing, export or visibility change came in since it was read, and none can until the sale) and, when the item
 *    is listed, the listing ended 'sold' (a checkout holding it wins: the accept is refused and the hold stays).
 *    The accepting offer sits in the recovery index.
 * 2. The hold is captured for the seller, the creator's royalty and the platform fee, and in the same transaction
 *    the item moves to the maker (its lock released), the offer turns accepted, with the notifications and the sale.
 * A crash between the two leaves an accepting offer that the recovery sweep completes (`completeAccept`). An item on
 * its card cool-down is refused before any of it (409 'NFT On Cool-down').
 */
export async function acceptOffer(deps: Deps, offerId: string, ownerUuid: string): Promise<OfferRecord> {
  for (let attempt = 1; ; attempt++) {
    const offer = await getOffer(deps.db, offerId);
    if (!offer) throw new NotFoundError();
    if (offer.acceptance?.sellerUuid === ownerUuid)
      return offer.status === 'accepted' ? offer : completeAccept(deps, offer);
    const item = await getNftItem(deps.db, offer.itemId);
    if (!item || item.owner !== ownerUuid || offer.status === 'placing') throw new OfferUnavailableError();
    if (offer.status !== 'active') throw new OfferNotActiveError();
    const nft = await mustGetNft(deps, offer.nftId);
    await assertAcceptable(deps, offer, item, nft);
    const acceptance = acceptanceOf(deps, offer, item, nft);
    const locked = await tryTransactWrite(deps.db, [
      startAccepting(deps.db, offer, acceptance),
      lockItemForSale(deps.db, item, acceptance.orderId),
      ...(acceptance.listingId
        ? [endActiveListing(deps.db, acceptance.listingId, 'sold', acceptance.lockedAt)]
        : []),
    ]);
    if (locked) return completeAccept(deps, { ...offer, status: 'accepting', acceptance });
    await explainLostLock(deps, offer, item, attempt);
  }
}

/** An expired or stale offer is ended (its hold released) and refused. */
async function assertAcceptable(deps: Deps, offer: OfferRecord, item: NftItemRecord, nft: NftRecord) {
  if (isExpired(offer, deps.clock.now())) {
    await endActiveOffer(deps, offer, 'expired');
    throw new OfferNotActiveError();
  }
  if (isStale(offer, item)) {
    await endActiveOffer(deps, offer, 'expired');
    throw new OfferUnavailableError();
  }
  if (!takesOffers(item, nft.resellAllowed)) throw new OfferUnavailableError();
  if (item.lockedForOrder) throw new OfferNotActiveError();
  assertOffCooldown(item, deps.clock.now());
}

/** The sale an accept fixes when it locks the item: its order (the offer's id), the listing it ends, the split. */
export function acceptanceOf(
  deps: Deps,
  offer: OfferRecord,
  item: NftItemRecord,
  nft: NftRecord,
): OfferAcceptance {
  const sellerUuid = item.owner as string;
  return {
    orderId: offer.id,
    sellerUuid,
    listingId: item.listing?.auctionId ?? null,
    payees: resalePayees(
      offer.amountCents,
      { royaltyBps: nft.resaleRoyaltyBps, platformFeeBps: nft.platformFeeBps },
      { sellerUuid, creatorId: nft.artist.id },
    ),
    lockedAt: deps.clock.now().toISOString(),
  };
}

/**
 * Says why the lock was refused: the item moved or is being sold to another offer (403, as for others), or a
 * checkout holds its listing. Returns to try again when the offer is still open and nothing else refuses it.
 */
export async function explainLostLock(deps: Deps, offer: OfferRecord, item: NftItemRecord, attempt: number) {
  const [itemNow, listing] = await Promise.all([
    getNftItem(deps.db, offer.itemId),
    item.listing ? getListing(deps.db, item.listing.auctionId) : undefined,
  ]);
  if (itemNow?.owner !== item.owner || (itemNow.lockedForOrder && itemNow.lockedForOrder !== offer.id))
    throw new OfferUnavailableError();
  if (listing?.status === 'reserved') throw new ListingNotActiveError(true);
  if (attempt >= LOCK_ATTEMPTS) throw new OfferNotActiveError();
}

/**
 * Step 2 of the accept, for the request or the recovery sweep: captures the hold with the item's transfer, the
 * offer's acceptance, the notifications and the sale in the capture's transaction. Idempotent: a twin that
 * committed first makes this answer the accepted offer.
 */
export async function completeAccept(deps: Deps, offer: OfferRecord): Promise<OfferRecord> {
  const { acceptance } = offer;
  if (!acceptance) throw new Error(`Offer ${offer.id} has no acceptance`);
  const [item, nft, hold] = await Promise.all([
    getNftItem(deps.db, offer.itemId),
    mustGetNft(deps, offer.nftId),
    getHold(deps.db, offer.holdId),
  ]);
  if (!hold) throw new Error(`Offer ${offer.id} has no hold`);
  if (item?.owner !== acceptance.sellerUuid || item.lockedForOrder !== acceptance.orderId) {
    const now = await getOffer(deps.db, offer.id);
    if (now?.status === 'accepted') return now;
    throw new Error(`The item of accepting offer ${offer.id} is not locked for its sale`);
  }
  const now = deps.clock.now();
  const at = now.toISOString();
  const quote = priceOrder(
    offer.amountCents,
    pricingOf(hold.payment, hold, (cents) => deps.cards.cardFee(cents)),
  );
  const { usdAmountCents: _, ...lineItem } = lineItemOf(hold.payment, quote);
  const alsoWrite: TransactItem[] = [
    ...transferItemWrites(deps.db, {
      nft,
      item,
      to: offer.makerUuid,
      how: 'offer',
      orderId: acceptance.orderId,
      lineItem,
      listedAs: acceptance.listingId,
      transferId: deps.newId(),
      now,
    }),
    ...finishAccepting(deps.db, offer, at),
    offerNotice(deps, offer, offer.makerUuid, NotificationType.offerAccepted),
    offerNotice(deps, offer, offer.makerUuid, NotificationType.nftBought),
    offerNotice(deps, offer, acceptance.sellerUuid, NotificationType.nftSold),
    offerActivity(deps, offer, acceptance),
  ];
  const captured = await captureHold(deps, {
    holdId: offer.holdId,
    orderId: acceptance.orderId,
    amountCents: offer.amountCents,
    payees: acceptance.payees,
    kind: TransactionKind.offer,
    title: offer.title,
    items: [{ type: 'offer', id: offer.id, edition: offer.sequence }],
    alsoWrite,
  });
  // A replayed capture was a twin's, which counted the acceptance.
  if (!captured.replayed) deps.metrics.count(businessMetrics.offerAccepted);
  // Accepted by this call or by a twin that committed first.
  return (await getOffer(deps.db, offer.id)) ?? offer;
}
