import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { ownStorefrontNft, requireCreator } from '../../domain/storefront/access';
import { listForSale } from '../../domain/storefront/listing';
import { endpoint } from '../../lib/http';
import { ownerViewOf } from './owner-view';

/** POST /storefront/nfts/{uuid}/list: a Buy Now listing of editions of a minted NFT. */
export const listStorefrontNftForSale = endpoint(
  storefrontRoutes.listStorefrontNftForSale,
  async (deps, { user, params, body }) => {
    const creator = await requireCreator(deps, user.uuid);
    const record = await ownStorefrontNft(deps, creator, params.uuid);
    return ownerViewOf(deps, await listForSale(deps, record, body));
  },
);
