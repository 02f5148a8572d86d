import { screen } from '@testing-library/react';
import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { makeBalances } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

export type Answers = Parameters<typeof mockApi>[0];

/** A queued withdrawal (spec part 1 §3 withdrawal history row). */
export const makeWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 'wd-1',
  last_updated: '2026-03-10T15:05:00.000Z',
  created: '2026-03-10T15:05:00.000Z',
  amount: 25.5,
  fee: 0,
  payout_amount: 25.5,
  status: 'queued',
  transfer_type: 'fiat',
  source: 'credit',
  batch_at: '2026-03-10T21:00:00.000Z',
  failure: null,
  ...overrides,
});

/** Balances that allow a withdrawal of up to $100. */
export const allowedBalances = (available = 100) =>
  makeBalances({ balance: available, total_available_withdrawal: available, withdraw_allowed: true });

/**
 * Opens `path` in the whole app for a signed-in user who accepted the payment partner's terms; `answers`
 * replace any of the calls. Resolves once the page's heading is there.
 */
export async function openWithdrawPage(path: string, heading: string, answers: Answers = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe({
      verification_status: 'completed',
      accepted_dwolla_privacy_policy: true,
      accepted_dwolla_terms_of_service: true,
    }),
    'GET /api/billing/balance': allowedBalances(),
    ...answers,
  });
  const view = renderAt(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return { fetchMock, ...view };
}

/** The JSON body of the first `method` call to `path`. */
export const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
