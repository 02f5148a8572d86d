import { collectionKey } from '../../data/collection';
import { cancellationCodes, transactWrite } from '../../data/db';
import { getListing, type ListingRecord, listCollectionListings, listNftListings } from '../../data/listing';
import { type ActivityRecord, putNewActivity } from '../../data/market-activity';
import {
  addCollectionStats,
  addNftStats,
  raiseNftAth,
  readHolding,
  setFloorPrice,
  setHolding,
  setNftListings,
} from '../../data/market-stats';
import { getNft, type NftRecord, nftKey } from '../../data/nft';
import type { Deps } from '../../lib/deps';
import type { MarketEvent } from './market-event';
import { type HolderRead, holdersOf, holdingKey, marketDeltas } from './stats-deltas';

const isOpen = (listing: ListingRecord | undefined): listing is ListingRecord =>
  listing?.status === 'active' || listing?.status === 'reserved';

/** Events after which an NFT's listings (and so its and its collection's floor) may have changed. */
export const touchesListings = (event: MarketEvent) =>
  event.kind === 'listing' ||
  event.kind === 'price_change' ||
  event.kind === 'delisting' ||
  ((event.kind === 'sale' || event.kind === 'transfer') && event.fromUuid !== null);

/**
 * The market consumer's work for one MarketActivity event:
 * 1. once per event and NFT, in one transaction: an activity record per edition (put only if new: a redelivery cancels
 *    the whole transaction, so nothing below moves twice), the holders' counts (conditional on the counts read:
 *    a racing event for the same holder cancels, and the queue retries), and ADDs to the NFTs' and collections'
 *    counters;
 * 2. every delivery (idempotent, any order): the all-time high, and the NFT's listings count and floor and the
 *    collection's floor recounted from the listing indexes, the event's own listing read directly (the indexes
 *    lag their table), written on the NFT and collection items that the collection pages sort by.
 */
export async function recordMarketActivity(deps: Deps, event: MarketEvent): Promise<void> {
  const nftIds = [...new Set(event.editions.map((edition) => edition.nftId))];
  const found = await Promise.all(nftIds.map((id) => getNft(deps.db, id)));
  const nfts = new Map(found.flatMap((nft) => (nft ? [[nft.id, nft] as const] : [])));
  const editions = event.editions.filter((edition) => nfts.has(edition.nftId));
  if (editions.length < event.editions.length)
    deps.logger.warn('market activity for an unknown NFT', { eventId: event.id, nftIds });
  if (editions.length === 0) return;
  const nftOf = (id: string) => nfts.get(id) as NftRecord;

  // One transaction per NFT (each guarded by its own activity records), so a pack's many editions never near the
  // 100-item limit and a retry after a partial failure finishes the rest.
  const nftIdsKnown = [...new Set(editions.map((edition) => edition.nftId))];
  for (const nftId of nftIdsKnown) {
    const group = event.editions.flatMap((edition, n) => (edition.nftId === nftId ? [{ edition, n }] : []));
    await writeOnce(deps, event, group, nftOf);
  }

  for (const nftId of nftIdsKnown) {
    if (event.kind === 'sale' && event.priceCents !== null)
      await raiseNftAth(deps.db, nftId, event.priceCents);
    if (touchesListings(event)) await refreshListings(deps, nftOf(nftId), event.listingId);
  }
}

async function writeOnce(
  deps: Deps,
  whole: MarketEvent,
  group: { edition: MarketEvent['editions'][number]; n: number }[],
  nftOf: (id: string) => NftRecord,
): Promise<void> {
  const event: MarketEvent = { ...whole, editions: group.map(({ edition }) => edition) };
  const holders = holdersOf(event);
  const reads = await Promise.all(holders.map(({ nftId, uuid }) => readHolding(deps.db, nftId, uuid)));
  const holdings = new Map<string, HolderRead>(
    holders.map(({ nftId, uuid }, i) => [holdingKey(nftId, uuid), reads[i] as HolderRead]),
  );
  const deltas = marketDeltas(event, (id) => nftOf(id).collectionId, holdings);
  const several = whole.editions.length > 1;
  const records: ActivityRecord[] = group.map(({ edition, n }) => {
    const nft = nftOf(edition.nftId);
    return {
      id: several ? `${event.id}#${n}` : event.id,
      kind: event.kind,
      at: event.at,
      nftId: nft.id,
      collectionId: nft.collectionId,
      nftTitle: nft.title,
      thumbnailKey: nft.thumbnailKey,
      itemId: edition.itemId,
      sequence: edition.sequence,
      priceCents: event.priceCents,
      fromUuid: event.fromUuid,
      toUuid: event.toUuid,
      market: event.market,
      listingId: event.listingId,
      offerId: event.offerId,
    };
  });
  const writes = [
    ...records.map((record) => putNewActivity(deps.db, record)),
    ...deltas.holders.map((holder) =>
      setHolding(deps.db, holder.nftId, holder.uuid, holder.read, holder.count, event.at),
    ),
    ...[...deltas.nfts].map(([nftId, delta]) => addNftStats(deps.db, nftId, delta, event.at)),
    ...[...deltas.collections].map(([id, delta]) => addCollectionStats(deps.db, id, delta, event.at)),
  ];
  try {
    await transactWrite(deps.db, writes);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const seen = codes.slice(0, records.length).includes('ConditionalCheckFailed');
    // Already recorded (a redelivery after a crash past the transaction): only the idempotent steps remain.
    if (seen) return;
    throw error;
  }
}

/**
 * Recounts the NFT's open listings and its floor from its listing index, and the collection's floor from the
 * collection's (two cheapest: the event's own listing may be one the index has not caught up with), correcting
 * both with the event's listing as it is now.
 */
async function refreshListings(deps: Deps, nft: NftRecord, listingId: string | null): Promise<void> {
  const [indexed, cheapestInCollection, listing] = await Promise.all([
    listNftListings(deps.db, nft.id),
    listCollectionListings(deps.db, nft.collectionId, 2),
    listingId ? getListing(deps.db, listingId) : undefined,
  ]);
  const corrected = (listings: ListingRecord[], belongs: (listing: ListingRecord) => boolean) => [
    ...listings.filter((other) => other.id !== listingId),
    ...(isOpen(listing) && belongs(listing) ? [listing] : []),
  ];
  const floorOf = (listings: ListingRecord[]) =>
    listings.length ? Math.min(...listings.map((other) => other.priceCents)) : null;

  const open = corrected(indexed, (other) => other.nftId === nft.id);
  const nftFloor = floorOf(open);
  const collectionFloor = floorOf(
    corrected(cheapestInCollection, (other) => other.collectionId === nft.collectionId),
  );
  const at = deps.clock.now().toISOString();
  await Promise.all([
    setNftListings(deps.db, nft.id, { count: open.length, floorCents: nftFloor }, at),
    setFloorPrice(deps.db, nftKey(nft.id), nftFloor),
    setFloorPrice(deps.db, collectionKey(nft.collectionId), collectionFloor),
  ]);
}
