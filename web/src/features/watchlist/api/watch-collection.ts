import { apiSend } from '../../../lib/api-client';

/** PUT /api/watchlist/collections/{id}: watch a collection, alerted when its floor falls to or under the price. */
export const watchCollection = (collectionId: string, floorAlertPrice: number | null) =>
  apiSend('watchCollection', { params: { id: collectionId }, body: { floor_alert_price: floorAlertPrice } });

/** DELETE /api/watchlist/collections/{id}. */
export const unwatchCollection = (collectionId: string) =>
  apiSend('unwatchCollection', { params: { id: collectionId } });
