import type { CreateListingBody, ListingResponse } from '../../../../../shared/api/schemas/listings';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/auction/create: lists the owner's item for resale at a price in USD ('Nft placed on marketplace.').
 * Its refusals have their own dialogs (the resale denials) or toasts, so the client does not toast them.
 */
export const createListing = (body: CreateListingBody): Promise<ListingResponse> =>
  apiSend('createAuction', { body }, { toastErrors: false });
