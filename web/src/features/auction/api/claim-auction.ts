import type { ClaimResult } from '../../../../../shared/api/schemas/auction-claims';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auction/{id}/claim: one free edition; a retry with the same Idempotency-Key answers the same item. */
export const claimAuction = (id: string, idempotencyKey: string): Promise<ClaimResult> =>
  apiSend('claimAuction', { params: { id }, body: {} }, { headers: { 'Idempotency-Key': idempotencyKey } });
