import { screen } from '@testing-library/react';
import type {
  CreatorProfile,
  StorefrontEarnings,
  StorefrontNftOwnerView,
} from '../../../../../shared/api/schemas/storefront';
import type { FeatureFlags } from '../../../../../shared/domain/flags';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

export type Answers = Parameters<typeof mockApi>[0];

export const makeProfile = (overrides: Partial<CreatorProfile> = {}): CreatorProfile => ({
  id: 'creator-1',
  name: 'Ada Lovelace',
  bio: 'Engines and art.',
  avatar: null,
  payout_type: 'fiat',
  ...overrides,
});

export const makeOwnerNft = (overrides: Partial<StorefrontNftOwnerView> = {}): StorefrontNftOwnerView => ({
  uuid: 'draft-1',
  title: 'Analytical Engine',
  description: 'A study in brass.',
  editions: 10,
  traits: [{ trait_type: 'Metal', value: 'Brass' }],
  royalty: 5,
  image: 'https://media.test/engine.png',
  status: 'draft',
  mint_failure: null,
  nft_id: null,
  listing: null,
  sold: 0,
  created: '2026-03-10T12:00:00.000Z',
  updated: '2026-03-10T12:00:00.000Z',
  ...overrides,
});

export const makeEarnings = (overrides: Partial<StorefrontEarnings> = {}): StorefrontEarnings => ({
  balance: 0,
  available: 0,
  held: [],
  sales: [],
  withdrawals: [],
  ...overrides,
});

/** The JSON bodies of the `method` calls to `path`, in order. */
export const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => init?.method === method && new URL(String(input), 'http://l').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

/**
 * Opens `path` in the whole app for a signed-in creator with the storefront and creators on; `answers` replace
 * any of the calls. Resolves once the page's heading is there.
 */
export async function openStorefrontPage(
  path: string,
  heading: string,
  answers: Answers = {},
  flags: Partial<FeatureFlags> = {},
) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig({ storefrontEnabled: true, creatorsEnabled: true, ...flags }),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/storefront/profile': makeProfile(),
    'GET /api/storefront/claims': {
      claims: [{ creator_id: 'creator-1', creator_name: 'Ada Lovelace', valid: true }],
    },
    'GET /api/storefront/earnings': makeEarnings(),
    'GET /api/storefront/nfts': { results: [] },
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 50 }),
    'GET /api/payments/crypto-rates': RATES,
    ...answers,
  });
  const view = renderAt(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return { fetchMock, ...view };
}
