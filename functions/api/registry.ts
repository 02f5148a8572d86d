import type { Family } from '../../shared/api/route';
import * as account from './account/handler';
import * as auction from './auction/handler';
import * as auth from './auth/handler';
import * as billing from './billing/handler';
import * as claims from './claims/handler';
import * as cms from './cms/handler';
import * as collections from './collections/handler';
import * as inbox from './inbox/handler';
import * as marketing from './marketing/handler';
import * as nft from './nft/handler';
import * as offers from './offers/handler';
import * as owner from './owner/handler';
import * as payments from './payments/handler';
import * as registration from './registration/handler';
import * as storefront from './storefront/handler';
import * as wallets from './wallets/handler';

/** Each family's Lambda module; infra bundles `functions/api/<family>/handler.ts`, the local cloud imports this. */
export const familyModules = {
  auth,
  registration,
  account,
  wallets,
  nft,
  auction,
  offers,
  owner,
  payments,
  billing,
  inbox,
  cms,
  claims,
  collections,
  storefront,
  marketing,
} satisfies Record<Family, { handler: unknown; endpoints: unknown[] }>;

export const familyEntry = (family: Family) => `functions/api/${family}/handler.ts`;
