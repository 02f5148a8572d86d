import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PackDraw } from '../../../../../shared/api/schemas/draws';
import { makeConfig, makeDrop, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const DRAW_API = '/api/auction/packs/pack-1/draw';
const REGISTRATION_API = `${DRAW_API}/registration`;
const hour = 3_600_000;

const pack = {
  id: 'pack-1',
  title: 'Gold Pack',
  thumbnail: '/p.jpg',
  price: 10,
  quantity: 2,
  nfts_per_pack: 1,
  sold_out: false,
};

const draw = (overrides: Partial<PackDraw> = {}): PackDraw => ({
  pack_id: 'pack-1',
  state: 'open',
  opens_at: new Date(Date.now() - hour).toISOString(),
  closes_at: new Date(Date.now() + hour).toISOString(),
  price: 10,
  commitment: 'a'.repeat(64),
  seed: null,
  drawn_at: null,
  entries: [],
  winners: [],
  algorithm: 'Sort the entries by score.',
  ...overrides,
});

type Answers = Parameters<typeof mockApi>[0];
const signedIn = (answers: Answers) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/auction/drops/pack-1': makeDrop({
      feature_at: new Date(Date.now() + 2 * hour).toISOString(),
      feature_until: null,
      drops: [pack],
    }),
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 50 }),
    'GET /api/payments/crypto-rates': RATES,
    ...answers,
  });
};

afterEach(() => window.history.replaceState(null, ''));

describe('a draw pack on its page', () => {
  it('enters the draw with marketplace credit instead of Buy pack, then shows registered with Withdraw', async () => {
    let registered = false;
    const fetchMock = signedIn({
      [`GET ${DRAW_API}`]: draw(),
      [`GET ${REGISTRATION_API}`]: () =>
        registered
          ? { status: 'registered', entry_id: 'e1', order_id: null }
          : { status: 'none', entry_id: null, order_id: null },
      [`POST ${REGISTRATION_API}`]: () => {
        registered = true;
        return { status: 'registered', entry_id: 'e1', order_id: null };
      },
    });
    renderAt('/drops/pack/pack-1');
    const panel = within(await screen.findByTestId('draw-panel'));
    expect(screen.queryByRole('link', { name: 'Buy pack' })).toBeNull();
    fireEvent.click(await panel.findByRole('radio', { name: 'Marketplace Credit' }));
    const enter = panel.getByRole('button', { name: 'Enter the draw' });
    await waitFor(() => expect(enter.hasAttribute('disabled')).toBe(false));
    fireEvent.click(enter);

    expect((await panel.findByTestId('draw-status')).textContent).toContain('You are registered');
    expect(panel.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([input, init]) => init?.method === 'POST' && String(input).includes('/draw/registration'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ payment_method: 2, source: 'credit' });
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the published result: not selected, the seed, entries, winners and how to recompute', async () => {
    signedIn({
      [`GET ${DRAW_API}`]: draw({
        state: 'drawn',
        closes_at: new Date(Date.now() - hour).toISOString(),
        seed: 'f'.repeat(64),
        entries: ['e1', 'e2', 'e3'],
        winners: ['e3', 'e2'],
      }),
      [`GET ${REGISTRATION_API}`]: { status: 'lost', entry_id: 'e1', order_id: null },
    });
    renderAt('/drops/pack/pack-1');
    const result = within(await screen.findByTestId('draw-result'));
    expect(result.getByTestId('draw-entries-count').textContent).toBe('3');
    expect(result.getByTestId('draw-seed').textContent).toBe('f'.repeat(64));
    expect(result.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['e3', 'e2']);
    expect(result.getByText('How to recompute this draw')).toBeTruthy();
    expect((await screen.findByTestId('draw-status')).textContent).toContain('Not selected');
  });

  it('shows an error with a retry when the draw cannot be read', async () => {
    signedIn({ [`GET ${DRAW_API}`]: new Reply(500, { detail: 'boom' }) });
    renderAt('/drops/pack/pack-1');
    expect(await screen.findByText('The draw could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
