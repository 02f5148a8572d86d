import type { z } from 'zod';
import { plannedRoutes } from './planned-routes';
import { type RouteDef, routeKey } from './route';
import { accountRoutes } from './routes/account';
import { auctionBidRoutes } from './routes/auction-bids';
import { auctionClaimRoutes } from './routes/auction-claims';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { checkoutRoutes } from './routes/checkout';
import { collectionRoutes } from './routes/collections';
import { cryptoRoutes } from './routes/crypto';
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
import { webhookRoutes } from './routes/webhooks';
import { withdrawalRoutes } from './routes/withdrawals';
import { wonBidCheckoutRoutes } from './routes/won-bid-checkout';

export { liveRoutes };

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
  ...plannedRoutes,
} satisfies Record<string, RouteDef>;
export type RouteName = keyof typeof contract;
export type LiveRouteName = keyof typeof liveRoutes;

export const allRoutes: RouteDef[] = Object.values(contract);

/** Response type of a live route, for typed clients. */
export type ResponseOf<N extends LiveRouteName> = z.infer<(typeof liveRoutes)[N]['response']>;

const byKey = new Map(allRoutes.map((route) => [routeKey(route), route]));
export const routeByKey = (key: string): RouteDef | undefined => byKey.get(key);
