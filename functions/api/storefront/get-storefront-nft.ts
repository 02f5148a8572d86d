import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { readPublicStorefrontNft } from '../../domain/storefront/public-reads';
import { endpoint } from '../../lib/http';
import { storefrontNftView } from './views';

/** GET /storefront_nft/{id}: by the catalog NFT's id, with the Buy Now auction that sells it. */
export const getStorefrontNft = endpoint(storefrontRoutes.getStorefrontNft, async (deps, { params }) =>
  storefrontNftView(deps.env, await readPublicStorefrontNft(deps, params.id)),
);
