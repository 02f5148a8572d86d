import { nftRoutes } from '../../../shared/api/routes/nft';
import { ownerPermissions } from '../../domain/collection/item-rules';
import { listMyItems } from '../../domain/collection/my-items';
import { isExportExempt } from '../../domain/export/exemption';
import { offerCountsOf } from '../../domain/offers/offer-reads';
import { vaultViews } from '../../domain/vault/owner-vaults';
import { endpoint } from '../../lib/http';
import { ownedItemView } from './views';

/** The caller's items, 8 a page, searched by title or artist, filtered by tiers, in the chosen order. */
export const listMyNfts = endpoint(nftRoutes.listMyNfts, async (deps, { user, query }) => {
  const context = {
    now: deps.clock.now(),
    flags: deps.flags,
    exportExempt: await isExportExempt(deps, user.uuid),
  };
  const { count, next, results } = await listMyItems(
    deps.db,
    user.uuid,
    { nameOrArtist: query.name_or_artist, ordering: query.ordering, tiers: query.tiers },
    query.page,
  );
  const [offers, vaults] = await Promise.all([
    offerCountsOf(
      deps,
      results.map(({ item }) => item),
    ),
    vaultViews(deps.db, results, user.uuid, context.now),
  ]);
  return {
    count,
    next,
    results: results.map(({ item, nft }) =>
      ownedItemView(
        deps.env,
        item,
        nft,
        ownerPermissions(item, nft, context),
        offers.get(item.id),
        vaults.get(item.id),
      ),
    ),
  };
});
