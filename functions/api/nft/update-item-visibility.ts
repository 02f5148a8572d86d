import { nftRoutes } from '../../../shared/api/routes/nft';
import { changeItemVisibility } from '../../domain/collection/item-visibility';
import { offerCountsOf } from '../../domain/offers/offer-reads';
import { vaultViews } from '../../domain/vault/owner-vaults';
import { endpoint } from '../../lib/http';
import { ownedItemView } from './views';

/** The owner's item public or private; answers the item as its owner sees it. */
export const updateItemVisibility = endpoint(
  nftRoutes.updateItemVisibility,
  async (deps, { params, body, user }) => {
    const { item, nft, permissions } = await changeItemVisibility(deps, {
      itemId: params.id,
      userUuid: user.uuid,
      visibility: body.visibility,
    });
    const [offers, vaults] = await Promise.all([
      offerCountsOf(deps, [item]),
      vaultViews(deps.db, [{ item, nft }], user.uuid, deps.clock.now()),
    ]);
    return ownedItemView(deps.env, item, nft, permissions, offers.get(item.id), vaults.get(item.id));
  },
);
