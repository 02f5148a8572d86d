import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { readCreatorCard } from '../../domain/storefront/public-reads';
import { endpoint } from '../../lib/http';
import { creatorView } from './views';

/** GET /storefront_artist/{id}: a creator's profile; 404 unknown. */
export const getStorefrontArtist = endpoint(
  storefrontRoutes.getStorefrontArtist,
  async (deps, { params }) => {
    const card = await readCreatorCard(deps, params.id);
    return creatorView(deps.env, card.creator, card.nftCount);
  },
);
