import type { ListingResponse } from '../../../../../shared/api/schemas/listings';
import { apiSend } from '../../../lib/api-client';

/** POST /api/auction/{id}/edit: the seller's new price for the listing ('Price successfully updated'). */
export const editListing = (listingId: string, price: number): Promise<ListingResponse> =>
  apiSend('editAuction', { params: { id: listingId }, body: { price } });
