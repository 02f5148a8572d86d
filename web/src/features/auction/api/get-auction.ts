import useSWR from 'swr';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/auction/{id}: the auction with its live bid figures, the caller's last bid and the Dutch price. */
export const auctionKey = (id: string) => apiKey('getAuction', { params: { id } });

export const useAuction = (id: string | null) => useSWR<AuctionDetail, ApiError>(id ? auctionKey(id) : null);
