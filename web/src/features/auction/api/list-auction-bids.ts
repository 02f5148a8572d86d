import useSWR from 'swr';
import type { Bid } from '../../../../../shared/api/schemas/bids';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useLiveChannel } from '../../../lib/live/use-live-channel';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/auction/{id}/bids: the leaderboard, best first (a silent auction shows only the caller's bid). */
const auctionBidsKey = (id: string) => apiKey('listAuctionBids', { params: { id } });

/** Loads again at each live nudge of the auction (another bidder's bid). */
export function useAuctionBids(id: string) {
  const result = useSWR<Bid[], ApiError>(useViewerKey(auctionBidsKey(id)));
  const { mutate } = result;
  useLiveChannel(`auction:${id}`, () => void mutate());
  return result;
}
