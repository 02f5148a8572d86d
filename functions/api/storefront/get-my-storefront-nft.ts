import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { ownStorefrontNft, requireCreator } from '../../domain/storefront/access';
import { endpoint } from '../../lib/http';
import { ownerViewOf } from './owner-view';

/** GET /storefront/nfts/{uuid}: one of the creator's NFTs; 404 unknown, 403 another creator's. */
export const getMyStorefrontNft = endpoint(
  storefrontRoutes.getMyStorefrontNft,
  async (deps, { user, params }) => {
    const creator = await requireCreator(deps, user.uuid);
    return ownerViewOf(deps, await ownStorefrontNft(deps, creator, params.uuid));
  },
);
