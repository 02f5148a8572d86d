import type {
  UpdateCollectionOfferBody,
  UpdateCollectionOfferResponse,
} from '../../../../../shared/api/schemas/offers';
import { apiSend } from '../../../lib/api-client';

/**
 * PATCH /api/offers/collection_offer/{offerId}: the owner of a matching item accepts with it (one unit), the maker
 * cancels (not within 6 hours: 409 'Unable to cancel offer'). The screens word the failures themselves.
 */
export const updateCollectionOffer = (
  offerId: string,
  body: UpdateCollectionOfferBody,
): Promise<UpdateCollectionOfferResponse> =>
  apiSend('updateCollectionOffer', { params: { offerId }, body }, { toastErrors: false });
