import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { listPublicStorefrontNfts } from '../../domain/storefront/public-reads';
import { endpoint } from '../../lib/http';
import { storefrontNftCardView } from './views';

/** GET /storefront_nft/: the minted and listed storefront NFTs, of one creator with artist_id. */
export const listStorefrontNfts = endpoint(storefrontRoutes.listStorefrontNfts, async (deps, { query }) => {
  const found = await listPublicStorefrontNfts(deps, query.artist_id);
  return { results: found.map((nft) => storefrontNftCardView(deps.env, nft)) };
});
