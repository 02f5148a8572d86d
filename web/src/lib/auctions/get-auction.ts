import useSWR from 'swr';
import type { AuctionDetail } from '../../../../shared/api/schemas/bids';
import { type ApiError, apiKey, isResourceKey } from '../api-client';
import { useLiveChannel } from '../live/use-live-channel';
import { useViewerKey } from '../session/use-viewer-key';
import { useRefreshAt } from './use-refresh-at';

const auctionKey = (auctionId: string) => apiKey('getAuction', { params: { id: auctionId } });

/** Matches every cached GET /auction/{id} of the auction, whoever asked: `mutate(isAuctionKey(id))` reloads it. */
export const isAuctionKey = (auctionId: string) => isResourceKey(['getAuction'], auctionId);

/**
 * GET /api/auction/{id}: the auction with the live bid figures and the caller's last_bid (null id: nothing to
 * load yet). Loads again at the answer's refresh_at (start, end, 3 minutes before a pre-qualified end, Dutch
 * ticks), and at each live nudge of the auction (a bid, a sale).
 */
export function useAuction(auctionId: string | null) {
  const result = useSWR<AuctionDetail, ApiError>(useViewerKey(auctionId ? auctionKey(auctionId) : null));
  const { mutate } = result;
  useRefreshAt(result.data?.refresh_at, () => void mutate());
  useLiveChannel(auctionId && `auction:${auctionId}`, () => void mutate());
  return result;
}
