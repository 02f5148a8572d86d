import useSWR from 'swr';
import type { CreatorClaims } from '../../../../../shared/api/schemas/storefront';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/storefront/claims: the caller's creator claims; fetched only when creators are enabled (part 2 §6). */
export const claimsKey = () => apiKey('listCreatorClaims');

export const useClaims = (enabled: boolean) => useSWR<CreatorClaims, ApiError>(enabled ? claimsKey() : null);

/** A valid claim makes the caller a creator: /storefront is then their dashboard. */
export const hasValidClaim = (claims: CreatorClaims | undefined) =>
  claims?.claims.some((claim) => claim.valid) ?? false;
