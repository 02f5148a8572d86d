import useSWR from 'swr';
import type { Claim } from '../../../../../shared/api/schemas/external-claims';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** How often a submitted claim is read again until the claim workflow ends it. */
const CLAIMING_POLL_MS = 1_000;

/** GET /api/claims/{token}: the claim of an external order, for its buyer only (404 for anyone else). */
export const claimKey = (token: string) => apiKey('getClaim', { params: { token } });

/** The claim workflow ended it. */
export const isSettled = (claim: Claim | undefined) =>
  claim?.state === 'claimed' || claim?.state === 'failed';

/** Once `submitted`, read again every second until the claim workflow ends the claim. */
export const useClaim = (token: string, submitted: boolean) =>
  useSWR<Claim, ApiError>(claimKey(token), {
    shouldRetryOnError: false,
    refreshInterval: (latest) => (submitted && !isSettled(latest) ? CLAIMING_POLL_MS : 0),
  });
