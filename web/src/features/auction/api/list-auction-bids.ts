import useSWR from 'swr';
import type { Bid } from '../../../../../shared/api/schemas/bids';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/auction/{id}/bids: the leaderboard, best first (a silent auction shows only the caller's bid). */
const auctionBidsKey = (id: string) => apiKey('listAuctionBids', { params: { id } });

export const useAuctionBids = (id: string) => useSWR<Bid[], ApiError>(useViewerKey(auctionBidsKey(id)));
