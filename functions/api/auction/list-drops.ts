import type { z } from 'zod';
import { liveRoutes } from '../../../shared/api/routes/live';
import type { listDropsQuerySchema } from '../../../shared/api/schemas/catalog';
import { listDropListings, listingPacks } from '../../data/drop';
import type { Deps } from '../../lib/deps';
import { endpoint } from '../../lib/http';
import { dropView } from './views';

const DEFAULT_PAGE_SIZE = 20;

/**
 * Drops newest first, one query per page: each drop item carries its packs' summary (data/drop.ts). Each category is a key condition (gsi2), merged in date order; search and tiers filter the partition in memory,
 * which holds hundreds of drops at most (a search index would take over beyond that). The same answer for every
 * caller (a 'shared' route, one cached answer for visitors and users alike).
 */
export const listDrops = endpoint(liveRoutes.listDrops, async (deps, { query }) => {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const start = (query.page - 1) * pageSize;
  const matching = await matchingDrops(deps, query);
  const page = matching.slice(start, start + pageSize);
  const packs = await Promise.all(page.map((listing) => listingPacks(deps.db, listing)));
  return {
    count: matching.length,
    next: start + pageSize < matching.length ? query.page + 1 : null,
    results: page.map(({ drop }, i) => dropView(deps.env, drop, packs[i] ?? [])),
  };
});

/** The drops the query asks for, newest first. */
async function matchingDrops(deps: Deps, query: z.output<typeof listDropsQuerySchema>) {
  const categories = query.category.includes('all') ? [] : [...new Set(query.category)];
  const search = query.search?.trim().toLowerCase();
  const tiers = query.tiers.filter((tier) => tier !== 0);
  const candidates =
    categories.length === 0
      ? await listDropListings(deps.db)
      : (await Promise.all(categories.map((category) => listDropListings(deps.db, category))))
          .flat()
          .sort(
            (a, b) => b.drop.featureAt.localeCompare(a.drop.featureAt) || b.drop.id.localeCompare(a.drop.id),
          );
  return candidates.filter(
    ({ drop }) =>
      (!search ||
        drop.title.toLowerCase().includes(search) ||
        drop.artist.name.toLowerCase().includes(search)) &&
      (tiers.length === 0 || drop.tiers.some((tier) => tiers.includes(tier))),
  );
}
