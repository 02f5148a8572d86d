import { useEffect } from 'react';
import useSWR from 'swr';
import type { AuctionDetail } from '../../../../shared/api/schemas/bids';
import { type ApiError, apiKey } from '../api-client';

export const auctionKey = (auctionId: string) => apiKey('getAuction', { params: { id: auctionId } });

/**
 * GET /api/auction/{id}: the auction with the live bid figures and the caller's last_bid. Loads again at the
 * answer's refresh_at (start, end, 3 minutes before a pre-qualified end, Dutch ticks).
 */
export function useAuction(auctionId: string) {
  const result = useSWR<AuctionDetail, ApiError>(auctionKey(auctionId));
  const refreshAt = result.data?.refresh_at;
  const { mutate } = result;
  useEffect(() => {
    if (!refreshAt) return;
    const timer = setTimeout(() => void mutate(), Math.max(0, Date.parse(refreshAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [refreshAt, mutate]);
  return result;
}
