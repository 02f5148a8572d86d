import { nftRoutes } from '../../../shared/api/routes/nft';
import { changeItemVisibility } from '../../domain/collection/item-visibility';
import { offerCountsOf } from '../../domain/offers/offer-reads';
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
    const offers = await offerCountsOf(deps, [item]);
    return ownedItemView(deps.env, item, nft, permissions, offers.get(item.id));
  },
);
