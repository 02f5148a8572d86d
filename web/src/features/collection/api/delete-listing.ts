import type { ListingResponse } from '../../../../../shared/api/schemas/listings';
import { apiSend } from '../../../lib/api-client';

/** DELETE /api/auction/{id}/delete: the seller takes the item off the marketplace ('Nft removed from the marketplace.'). */
export const deleteListing = (listingId: string): Promise<ListingResponse> =>
  apiSend('deleteAuction', { params: { id: listingId } });
