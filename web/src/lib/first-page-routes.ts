import * as z from 'zod/mini';
import { Currency, PassState } from '../../../shared/domain/enums';
import { type FlagName, flagNames } from '../../../shared/domain/flags';
import type { ClientRoute } from './api-routes';

/*
 * The reads of the first page (/app/drops: config, categories, drops), their answers checked with these lean
 * schemas rather than the contract's: importing shared/api/schemas/catalog.ts brings its other schemas and the app
 * settings' along (a schema built with `.check()` does not tree-shake), about 6 KB gzipped more on the first page.
 * The contract stays the source of truth: first-page-routes.test.ts holds each schema here to the JSON
 * Schema of the contract's own, and each route to its method and path. The type check holds their answers' types
 * (./api-routes.ts).
 */

const id = z.string().check(z.minLength(1), z.maxLength(64));
const isoDate = z.string().check(z.iso.datetime({ offset: true }));
const usd = z.number().check(z.nonnegative());
const int = () => z.number().check(z.int());
const currencies = z.array(z.enum(Currency));

const appConfig = z.object({
  flags: z.object(
    Object.fromEntries(flagNames.map((name) => [name, z.boolean()])) as Record<FlagName, z.ZodMiniBoolean>,
  ),
  settings: z.object({
    cryptoAllowed: currencies,
    phoneCountryCodesAllowed: z.array(z.string().check(z.length(2))),
    notificationsInterval: int().check(z.positive()),
    onRamp: z.object({
      checkoutEnabled: z.boolean(),
      publicKey: z.string(),
      url: z.string(),
      cryptoAllowed: currencies,
    }),
    onePass: z.object({
      state: z.enum(PassState),
      dropId: z.nullable(z.string().check(z.minLength(1))),
    }),
  }),
});

const categories = z.array(z.object({ id: z.string(), title: z.string() }));

const pack = z.object({
  id,
  title: z.string(),
  thumbnail: z.string(),
  price: usd,
  quantity: int().check(z.nonnegative()),
  nfts_per_pack: int().check(z.positive()),
  sold_out: z.boolean(),
});

const drop = z.object({
  id,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  banner: z.string(),
  video: z.nullable(z.string()),
  price: z.nullable(usd),
  feature_at: isoDate,
  feature_until: z.nullable(isoDate),
  availability: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  active: z.boolean(),
  sold_out: z.boolean(),
  show_signup: z.boolean(),
  promotion: z.nullable(z.object({ promotion_uuid: id, subscribed: z.boolean() })),
  needs_waiting_room: z.boolean(),
  terms_key: z.nullable(z.string()),
  tiers: z.array(int()),
  artist: z.object({ id, name: z.string(), icon: z.string(), image: z.string() }),
  blockchain_types: z.array(int()),
  drops: z.array(pack),
});

const dropsPage = z.object({
  count: int().check(z.nonnegative()),
  next: z.nullable(int()),
  results: z.array(drop),
});

export type FirstPageRouteName = 'getConfig' | 'listCategories' | 'listDrops';

export const firstPageRoutes = {
  getConfig: { method: 'GET', path: '/config', response: appConfig },
  listCategories: { method: 'GET', path: '/nft/categories', response: categories },
  listDrops: { method: 'GET', path: '/auction/drops', response: dropsPage },
} as const satisfies { [N in FirstPageRouteName]: ClientRoute<N> };
