import type * as z from '../zod';
import { type RouteDef, routeKey } from './route';
import { accountRoutes } from './routes/account';
import { auctionBidRoutes } from './routes/auction-bids';
import { auctionClaimRoutes } from './routes/auction-claims';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { cartRoutes } from './routes/cart';
import { checkoutRoutes } from './routes/checkout';
import { collectionRoutes } from './routes/collections';
import { cryptoRoutes } from './routes/crypto';
import { drawRoutes } from './routes/draws';
import { exportRoutes } from './routes/export';
import { externalClaimRoutes } from './routes/external-claims';
import { fraudRoutes } from './routes/fraud';
import { fusionRoutes } from './routes/fusion';
import { giftRoutes } from './routes/gifts';
import { inboxRoutes } from './routes/inbox';
import { liveRoutes } from './routes/live';
import { marketRoutes } from './routes/market';
import { nftRoutes } from './routes/nft';
import { passRoutes } from './routes/pass';
import { paymentsRoutes } from './routes/payments';
import { promotionRoutes } from './routes/promotions';
import { registrationRoutes } from './routes/registration';
import { storefrontRoutes } from './routes/storefront';
import { vaultRoutes } from './routes/vault';
import { waitingRoomRoutes } from './routes/waiting-room';
import { walletRoutes } from './routes/wallets';
import { watchlistRoutes } from './routes/watchlist';
import { webhookRoutes } from './routes/webhooks';
import { withdrawalRoutes } from './routes/withdrawals';
import { wonBidCheckoutRoutes } from './routes/won-bid-checkout';

export { liveRoutes };

/**
 * Every call of spec part 2 §7, one table per endpoint family. Paths are §7's with a leading slash.
 *
 * Placeholder names: API Gateway (HTTP API) rejects two routes that differ only in placeholder names and a
 * route whose placeholder sits at the same level as a differently named one under the same parent
 * (ConflictException 'conflicting variable on the same hierarchical level'). So every level below a literal
 * prefix uses one name, whatever the method. Renamed from §7 (noted again at each route):
 * - /nft/{id}/...: §7 writes /nft/{nftId}, /nft/{nftId}/item/{nftItemId}, /nft/{id}/item/{itemId}/open-vault
 *   and /nft/{itemId}/export|cancel_export|gift; all use {id} and /item/{itemId} here. For export, cancel
 *   export and gift, {id} carries the NFT item's id.
 * - /nft/marketplace/{id}/{itemId}: §7 writes /nft/marketplace/{nftId}/{itemId} next to /nft/marketplace/{id}.
 * - /offers/{offerId}: §7 writes PATCH /offers/{id} next to GET /offers/{offerId}.
 * Not routes: 'GET {media url}?url=true' (a media address), and the validity check on /auction/{id}/bid (the
 * same POST as the bid, with validate true). GET /payments/card_fee?amount={amount} is the path
 * /payments/card_fee with an `amount` query parameter.
 */
export const contract = {
  ...liveRoutes,
  ...authRoutes,
  ...registrationRoutes,
  ...accountRoutes,
  ...walletRoutes,
  ...inboxRoutes,
  ...nftRoutes,
  ...exportRoutes,
  ...fusionRoutes,
  ...giftRoutes,
  ...vaultRoutes,
  ...collectionRoutes,
  ...auctionBidRoutes,
  ...paymentsRoutes,
  ...billingRoutes,
  ...cryptoRoutes,
  ...withdrawalRoutes,
  ...checkoutRoutes,
  ...cartRoutes,
  ...auctionClaimRoutes,
  ...wonBidCheckoutRoutes,
  ...fraudRoutes,
  ...webhookRoutes,
  ...promotionRoutes,
  ...waitingRoomRoutes,
  ...marketRoutes,
  ...externalClaimRoutes,
  ...storefrontRoutes,
  ...passRoutes,
  ...drawRoutes,
  ...watchlistRoutes,
} satisfies Record<string, RouteDef>;
export type RouteName = keyof typeof contract;
export type LiveRouteName = keyof typeof liveRoutes;

export const allRoutes: RouteDef[] = Object.values(contract);

/** Response type of a live route, for typed clients. */
export type ResponseOf<N extends LiveRouteName> = z.infer<(typeof liveRoutes)[N]['response']>;

const byKey = new Map(allRoutes.map((route) => [routeKey(route), route]));
export const routeByKey = (key: string): RouteDef | undefined => byKey.get(key);
