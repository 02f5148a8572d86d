import useSWR from 'swr';
import type { Balances } from '../../../../shared/api/schemas/billing';
import { type ApiError, apiKey } from '../api-client';

/** GET /api/billing/balance: prepaid USD, marketplace credit, what may be withdrawn, and each coin's balance. */
export const balancesKey = () => apiKey('getBalance');

export const useBalances = () => useSWR<Balances, ApiError>(balancesKey());
