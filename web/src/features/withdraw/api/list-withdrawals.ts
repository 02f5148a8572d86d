import useSWR from 'swr';
import type { WithdrawalHistory } from '../../../../../shared/api/schemas/withdrawals';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/payments/withdrawal: the user's withdrawals, newest first. */
export const withdrawalsKey = () => apiKey('listWithdrawals');

export const useWithdrawals = () => useSWR<WithdrawalHistory, ApiError>(withdrawalsKey());
