import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { listCreatorPage } from '../../domain/storefront/public-reads';
import { endpoint } from '../../lib/http';
import { creatorCardView } from './views';

/** GET /storefront_artist/: creators, 15 a page, by name; next and previous are page numbers. */
export const listStorefrontArtists = endpoint(
  storefrontRoutes.listStorefrontArtists,
  async (deps, { query }) => {
    const page = await listCreatorPage(deps, query.page);
    return {
      count: page.count,
      next: page.hasNext ? query.page + 1 : null,
      previous: query.page > 1 ? query.page - 1 : null,
      results: page.cards.map((card) => creatorCardView(deps.env, card.creator, card.nftCount)),
    };
  },
);
