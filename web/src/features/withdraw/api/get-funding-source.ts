import useSWR from 'swr';
import type { FundingSource } from '../../../../../shared/api/schemas/withdrawals';
import { type ApiError, apiGet, apiKey } from '../../../lib/api-client';
import { notFoundAsNull } from './not-found-as-null';

/** GET /api/payments/dwolla-funding-source: the saved bank account, null before the first bank withdrawal. */
export const fundingSourceKey = () => apiKey('getFundingSource');

export const getFundingSource = () => notFoundAsNull(apiGet('getFundingSource'));

/** Read once the partner's consents are given (the partner's calls need them). */
export const useFundingSource = (enabled: boolean) =>
  useSWR<FundingSource | null, ApiError>(enabled ? fundingSourceKey() : null, getFundingSource);
