import type { z } from 'zod';
import type { CreateOfferResponse, createOfferBodySchema } from '../../../../../shared/api/schemas/offers';
import { apiSend } from '../../../lib/api-client';

/** What the web sends (source defaults to marketplace credit on the server). */
export type CreateOfferInput = z.input<typeof createOfferBodySchema>;

/**
 * POST /api/offers/: offers `amount` USD on an item, held on the payment method (card authorization, marketplace
 * credit or prepaid balance, a prepaid coin) until accepted, declined, cancelled or expired. One Idempotency-Key
 * per attempt (lib/payments/attempt-key): a retry of the same attempt never makes a second offer. The make-offer
 * step shows its failures in place ('You cannot make an offer on your own NFT.'), so no toast.
 */
export const createOffer = (body: CreateOfferInput, idempotencyKey: string): Promise<CreateOfferResponse> =>
  apiSend('createOffer', { body }, { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } });
