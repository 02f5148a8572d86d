import { marketRoutes } from '../../../shared/api/routes/market';
import { readPriceHistory } from '../../domain/market/activity-reads';
import { endpoint } from '../../lib/http';
import { pricePointView, priceSummaryView } from './activity-views';

/** Every priced sale of the NFT's editions in the range (primary and resale), oldest first, and their summary. */
export const getNftPriceHistory = endpoint(
  marketRoutes.getNftPriceHistory,
  async (deps, { params, query }) => {
    const history = await readPriceHistory(deps.db, params.id, query.range, deps.clock.now());
    return {
      range: history.range,
      points: history.sales.map(pricePointView),
      summary: priceSummaryView(history.summary),
    };
  },
);
