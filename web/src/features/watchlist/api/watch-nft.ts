import { apiSend } from '../../../lib/api-client';

/** PUT /api/watchlist/nfts/{id}: watch an NFT, alerted when listed at or under `alertPrice` (null: no alert). */
export const watchNft = (nftId: string, alertPrice: number | null) =>
  apiSend('watchNft', { params: { id: nftId }, body: { alert_price: alertPrice } });

/** DELETE /api/watchlist/nfts/{id}. */
export const unwatchNft = (nftId: string) => apiSend('unwatchNft', { params: { id: nftId } });
