import type { z } from 'zod';
import { plannedRoutes } from './planned-routes';
import { defineRoute, type RouteDef, routeKey } from './route';
import { accountRoutes } from './routes/account';
import { auctionBidRoutes } from './routes/auction-bids';
import { auctionClaimRoutes } from './routes/auction-claims';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { checkoutRoutes } from './routes/checkout';
import { collectionRoutes } from './routes/collections';
import { cryptoRoutes } from './routes/crypto';
import { fraudRoutes } from './routes/fraud';
import { inboxRoutes } from './routes/inbox';
import { marketRoutes } from './routes/market';
import { nftRoutes } from './routes/nft';
import { paymentsRoutes } from './routes/payments';
import { promotionRoutes } from './routes/promotions';
import { waitingRoomRoutes } from './routes/waiting-room';
import { webhookRoutes } from './routes/webhooks';
import { wonBidCheckoutRoutes } from './routes/won-bid-checkout';
import {
  appConfigSchema,
  auctionsResponseSchema,
  categoriesResponseSchema,
  cmsPageSchema,
  dropSchema,
  dropsPageSchema,
  emailSubscribeBodySchema,
  emailSubscribeResponseSchema,
  idParamsSchema,
  keyParamsSchema,
  listDropsQuerySchema,
  redirectsResponseSchema,
} from './schemas/catalog';

/** Routes that have a handler today. Later issues move routes from plannedRoutes into this table. */
export const liveRoutes = {
  getConfig: defineRoute({
    method: 'GET',
    path: '/config',
    family: 'cms',
    access: 'public',
    status: 'live',
    response: appConfigSchema,
    summary: 'Feature flags and client settings (not in spec §7: the flags of §9 have to reach the web)',
  }),
  listCategories: defineRoute({
    method: 'GET',
    path: '/nft/categories',
    family: 'nft',
    access: 'public',
    status: 'live',
    response: categoriesResponseSchema,
    summary: 'Drop and collection categories',
  }),
  listRedirects: defineRoute({
    method: 'GET',
    path: '/nft/redirects',
    family: 'nft',
    access: 'public',
    status: 'live',
    response: redirectsResponseSchema,
    summary: 'Server list of redirects consulted by the catch-all route',
  }),
  listDrops: defineRoute({
    method: 'GET',
    path: '/auction/drops',
    family: 'auction',
    access: 'public',
    status: 'live',
    query: listDropsQuerySchema,
    response: dropsPageSchema,
    summary: 'Drops, 20 per page, by category, search and tiers',
  }),
  getDrop: defineRoute({
    method: 'GET',
    path: '/auction/drops/{id}',
    family: 'auction',
    access: 'public',
    status: 'live',
    params: idParamsSchema,
    response: dropSchema,
    summary: 'One drop with its packs',
  }),
  listDropAuctions: defineRoute({
    method: 'GET',
    path: '/auction/drops/{id}/auctions',
    family: 'auction',
    access: 'public',
    status: 'live',
    params: idParamsSchema,
    response: auctionsResponseSchema,
    summary: 'The auctions of a drop, in row order',
  }),
  getCmsPage: defineRoute({
    method: 'GET',
    path: '/cms/{key}',
    family: 'cms',
    access: 'public',
    status: 'live',
    params: keyParamsSchema,
    response: cmsPageSchema,
    summary: 'Sanitized HTML content: drop rules, privacy policy, terms of service, about',
  }),
  emailSubscribe: defineRoute({
    method: 'POST',
    path: '/email-subscribe',
    family: 'marketing',
    access: 'public',
    status: 'live',
    body: emailSubscribeBodySchema,
    response: emailSubscribeResponseSchema,
    summary: 'Subscribe an e-mail address to news; confirmed by e-mail through the bus and the mailer queue',
  }),
} satisfies Record<string, RouteDef>;

export const contract = {
  ...liveRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...inboxRoutes,
  ...nftRoutes,
  ...collectionRoutes,
  ...auctionBidRoutes,
  ...paymentsRoutes,
  ...billingRoutes,
  ...cryptoRoutes,
  ...checkoutRoutes,
  ...auctionClaimRoutes,
  ...wonBidCheckoutRoutes,
  ...fraudRoutes,
  ...webhookRoutes,
  ...promotionRoutes,
  ...waitingRoomRoutes,
  ...marketRoutes,
  ...plannedRoutes,
} satisfies Record<string, RouteDef>;
export type RouteName = keyof typeof contract;
export type LiveRouteName = keyof typeof liveRoutes;

export const allRoutes: RouteDef[] = Object.values(contract);

/** Response type of a live route, for typed clients. */
export type ResponseOf<N extends LiveRouteName> = z.infer<(typeof liveRoutes)[N]['response']>;

const byKey = new Map(allRoutes.map((route) => [routeKey(route), route]));
export const routeByKey = (key: string): RouteDef | undefined => byKey.get(key);
