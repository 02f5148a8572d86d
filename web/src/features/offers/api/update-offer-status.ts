import type { UpdateOfferBody, UpdateOfferResponse } from '../../../../../shared/api/schemas/offers';
import { apiSend } from '../../../lib/api-client';

export type OfferStatusChange = UpdateOfferBody['status'];

/**
 * PATCH /api/offers/{offerId}: the owner accepts or declines, the maker cancels (not within 6 hours: 409 'Unable
 * to cancel offer'). Answers the offer as it now is. The screens word the failures themselves (part 2 §8).
 */
export const updateOfferStatus = (offerId: string, status: OfferStatusChange): Promise<UpdateOfferResponse> =>
  apiSend('updateOfferStatus', { params: { offerId }, body: { status } }, { toastErrors: false });
