import type { z } from 'zod';
import type {
  CollectionOffer,
  createCollectionOfferBodySchema,
} from '../../../../../shared/api/schemas/offers';
import { apiSend } from '../../../lib/api-client';

export type CreateCollectionOfferInput = z.input<typeof createCollectionOfferBodySchema>;

/**
 * POST /api/offers/collection/: offers `amount` USD per item on `quantity` items of a collection (or with one
 * trait), each unit held on the payment method. One Idempotency-Key per attempt (lib/payments/attempt-key); the
 * form shows its failures in place, so no toast.
 */
export const createCollectionOffer = (
  body: CreateCollectionOfferInput,
  idempotencyKey: string,
): Promise<CollectionOffer> =>
  apiSend(
    'createCollectionOffer',
    { body },
    { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );
