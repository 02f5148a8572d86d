import { auctionBidRoutes } from '../../../shared/api/routes/auction-bids';
import { readLeaderboard } from '../../domain/bids/leaderboard';
import { endpoint } from '../../lib/http';
import { leaderboardBidView } from './bid-views';

/** The leaderboard, best first; a silent auction shows the caller only their own bid until it ends. */
export const listAuctionBids = endpoint(auctionBidRoutes.listAuctionBids, async (deps, { params, user }) =>
  (await readLeaderboard(deps, params.id, user?.uuid ?? null)).map(leaderboardBidView),
);
