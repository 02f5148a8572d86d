import { liveRoutes } from '../../../shared/api/routes/live';
import { listDrops as queryDrops } from '../../data/drop';
import { listDropPacks } from '../../data/pack';
import { subscriptionsOf } from '../../domain/promotions/subscriptions';
import { endpoint } from '../../lib/http';
import { dropView } from './views';

const DEFAULT_PAGE_SIZE = 20;

/**
 * Drops newest first. Each category is a key condition (gsi2), merged in date order; search and tiers filter the partition in memory,
 * which holds hundreds of drops at most (a search index would take over beyond that).
 */
export const listDrops = endpoint(liveRoutes.listDrops, async (deps, { query, user }) => {
  const categories = query.category.includes('all') ? [] : [...new Set(query.category)];
  const search = query.search?.trim().toLowerCase();
  const tiers = query.tiers.filter((tier) => tier !== 0);
  const candidates =
    categories.length === 0
      ? await queryDrops(deps.db)
      : (await Promise.all(categories.map((category) => queryDrops(deps.db, category))))
          .flat()
          .sort((a, b) => b.featureAt.localeCompare(a.featureAt) || b.id.localeCompare(a.id));
  const matching = candidates.filter(
    (drop) =>
      (!search ||
        drop.title.toLowerCase().includes(search) ||
        drop.artist.name.toLowerCase().includes(search)) &&
      (tiers.length === 0 || drop.tiers.some((tier) => tiers.includes(tier))),
  );
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const start = (query.page - 1) * pageSize;
  const page = matching.slice(start, start + pageSize);
  const [packs, subscribedTo] = await Promise.all([
    Promise.all(page.map((drop) => listDropPacks(deps.db, drop.id))),
    subscriptionsOf(deps, user?.uuid ?? null),
  ]);
  return {
    count: matching.length,
    next: start + pageSize < matching.length ? query.page + 1 : null,
    results: page.map((drop, i) => dropView(deps.env, drop, packs[i] ?? [], subscribedTo)),
  };
});
