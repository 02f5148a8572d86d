import { auctionBidRoutes } from '../../../shared/api/routes/auction-bids';
import { readAuctionDetail } from '../../domain/bids/auction-detail';
import { endpoint } from '../../lib/http';
import { auctionDetailView } from './bid-views';

/** One auction with its live figures; a signed-in caller also gets their last_bid and is_able_to_bid. */
export const getAuction = endpoint(auctionBidRoutes.getAuction, async (deps, { params, user }) =>
  auctionDetailView(deps.env, await readAuctionDetail(deps, params.id, user?.uuid ?? null)),
);
