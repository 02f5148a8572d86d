import useSWR from 'swr';
import type { StorefrontEarnings } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront/earnings: the creator's balance, sales and withdrawals. */
export const earningsKey = () => apiKey('getStorefrontEarnings');

export const useEarnings = () => useSWR<StorefrontEarnings, ApiError>(earningsKey());
