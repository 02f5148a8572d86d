import type { ClaimResult } from '../../../../../shared/api/schemas/auction-claims';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auction/{id}/claim: one free edition; each click is a new attempt (a new Idempotency-Key). */
export const claimAuction = (id: string): Promise<ClaimResult> =>
  apiSend(
    'claimAuction',
    { params: { id }, body: {} },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
