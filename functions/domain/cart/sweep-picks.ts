import { dealsWithSelf } from '../../../shared/rules/self-dealing';
import { type ListingRecord, listCollectionListings } from '../../data/listing';
import { getEditions } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { cooldownEnd } from '../collection/item-rules';
import { NothingToSweepError } from './cart-errors';

/** How many of a collection's cheapest listings a sweep reads to find its picks (the caller's own are skipped). */
const SWEEP_READ_LIMIT = 100;

/**
 * A floor sweep's picks: the collection's cheapest listings on sale now, not the caller's nor of an item on its
 * card cool-down, at most `count` of them and adding up to at most `maxTotalCents` (fewer when the total runs
 * out). None fits: 409.
 */
export async function sweepPicks(
  deps: Deps,
  request: { userUuid: string; collectionId: string; count: number; maxTotalCents: number },
): Promise<ListingRecord[]> {
  const listed = await listCollectionListings(deps.db, request.collectionId, SWEEP_READ_LIMIT);
  const candidates = listed.filter(
    (listing) => listing.status === 'active' && !dealsWithSelf(request.userUuid, listing.sellerUuid),
  );
  const items = await getEditions(deps.db, candidates);
  const now = deps.clock.now();
  const picks: ListingRecord[] = [];
  let total = 0;
  for (const [index, listing] of candidates.entries()) {
    if (picks.length === request.count) break;
    const item = items[index];
    if (item && cooldownEnd(item, now)) continue;
    // Cheapest first: once one does not fit the total, no later one does.
    if (total + listing.priceCents > request.maxTotalCents) break;
    picks.push(listing);
    total += listing.priceCents;
  }
  if (picks.length === 0) throw new NothingToSweepError();
  return picks;
}
