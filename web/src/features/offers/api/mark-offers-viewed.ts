import { apiSend } from '../../../lib/api-client';

/**
 * PATCH /api/offers/mark_viewed: the owner has seen these offers (the new-offers badge counts the others). A
 * failure only leaves the badge as it was, so it is not shown.
 */
export const markOffersViewed = (uuids: string[]) =>
  apiSend('markOffersViewed', { body: { uuids } }, { toastErrors: false });
