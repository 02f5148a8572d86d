import useSWR from 'swr';
import type { Auction } from '../../../../../shared/api/schemas/catalog';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/auction/drops/{id}/auctions: the drop's auctions in row order ('More by the creator'). */
export const dropAuctionsKey = (dropId: string) => apiKey('listDropAuctions', { params: { id: dropId } });

export const useDropAuctions = (dropId: string) => useSWR<Auction[], ApiError>(dropAuctionsKey(dropId));
