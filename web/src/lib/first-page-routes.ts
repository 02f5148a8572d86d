import { Currency, codesOf, PassState } from '../../../shared/domain/enums';
import { type FlagName, flagNames } from '../../../shared/domain/flags';
import type { ClientRoute } from './api-routes';
import {
  array,
  boolean,
  dateTime,
  integer,
  type JsonSchema,
  nullable,
  number,
  numberLiterals,
  object,
  parser,
  string,
  stringEnum,
} from './json-schema';

/*
 * The reads of the first page (/app/drops: config, categories, drops), their answers checked with JSON Schemas
 * (./json-schema.ts) rather than the contract's zod schemas, whose parsers would be a quarter of the first load
 * after react-dom. The contract stays the source of truth: first-page-routes.test.ts holds each schema here equal
 * to the JSON Schema of the contract's own, and each route to its method and path; the type check holds what each
 * check answers to the contract's answer type.
 */

const id = string({ minLength: 1, maxLength: 64 });
const usd = number({ minimum: 0 });
const currencies = array(stringEnum(codesOf(Currency)));

const appConfig = object({
  flags: object(
    Object.fromEntries(flagNames.map((name) => [name, boolean])) as Record<FlagName, typeof boolean>,
  ),
  settings: object({
    cryptoAllowed: currencies,
    phoneCountryCodesAllowed: array(string({ minLength: 2, maxLength: 2 })),
    notificationsInterval: integer({ exclusiveMinimum: 0 }),
    onRamp: object({
      checkoutEnabled: boolean,
      publicKey: string(),
      url: string(),
      cryptoAllowed: currencies,
    }),
    onePass: object({
      state: stringEnum(codesOf(PassState)),
      dropId: nullable(string({ minLength: 1 })),
    }),
  }),
});

const categories = array(object({ id: string(), title: string() }));

const pack = object({
  id,
  title: string(),
  thumbnail: string(),
  price: usd,
  quantity: integer({ minimum: 0 }),
  nfts_per_pack: integer({ exclusiveMinimum: 0 }),
  sold_out: boolean,
});

const drop = object({
  id,
  title: string(),
  description: string(),
  category: string(),
  thumbnail: string(),
  banner: string(),
  video: nullable(string()),
  price: nullable(usd),
  feature_at: dateTime,
  feature_until: nullable(dateTime),
  availability: numberLiterals(0, 1, 2),
  active: boolean,
  sold_out: boolean,
  show_signup: boolean,
  promotion: nullable(object({ promotion_uuid: id })),
  needs_waiting_room: boolean,
  terms_key: nullable(string()),
  tiers: array(integer()),
  artist: object({ id, name: string(), icon: string(), image: string() }),
  blockchain_types: array(integer()),
  drops: array(pack),
});

const dropsPage = object({
  count: integer({ minimum: 0 }),
  next: nullable(integer()),
  results: array(drop),
});

export type FirstPageRouteName = 'getConfig' | 'listCategories' | 'listDrops';

export const firstPageRoutes = {
  getConfig: { method: 'GET', path: '/config', response: parser(appConfig) },
  listCategories: { method: 'GET', path: '/nft/categories', response: parser(categories) },
  listDrops: { method: 'GET', path: '/auction/drops', cache: 'shared', response: parser(dropsPage) },
} as const satisfies { [N in FirstPageRouteName]: ClientRoute<N> & { response: { schema: JsonSchema } } };
