import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAccount } from '../../../functions/domain/ledger/accounts';
import { postMovement } from '../../../functions/domain/ledger/post-movement';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { TIME_MS } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';

let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  ({ deps, clock } = createTestDeps(await createTestDb()));
});

/** Money arriving from a platform clearing account, as a top-up, deposit or sale would bring it. */
function receive(account: LedgerAccount, amount: number, availableAt?: string) {
  const currency = account.kind === 'coin' ? account.coin : 'USD';
  return postMovement(
    { db: deps.db, now: clock.now(), newId: deps.newId },
    {
      idempotencyKey: deps.newId(),
      kind: 'test-receive',
      legs: [
        { account: { kind: 'clearing', currency }, amount: -amount },
        { account, amount, availableAt },
      ],
    },
  );
}

const noCoins = { subtotal: '0.000000', available: '0.000000' };

describe('GET /billing/balance', () => {
  it('answers 401 without a token', async () => {
    expect((await callApi(deps, 'GET', '/api/billing/balance')).status).toBe(401);
  });

  it('answers zero balances, with nothing to withdraw, for a new user', async () => {
    const alice = await signedInUser(deps);
    const answer = await alice.call('GET', '/api/billing/balance');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      USD: 0,
      balance: 0,
      total_available_withdrawal: 0,
      withdraw_allowed: false,
      withdraw_denied_reason: {
        title: messages.withdrawNothingAvailableTitle,
        description: messages.withdrawNothingAvailable,
      },
      coins: { ETH: noCoins, XTZ: noCoins, BTC: noCoins, USDC: noCoins, MATIC: noCoins },
      total_held: 0,
      held: [],
      owed: 0,
    });
  });

  it('shows prepaid USD, coins with 6 decimals, and credit through the waiting periods', async () => {
    const bob = await signedInUser(deps, { verificationStatus: 'completed' });
    const uuid = bob.user.uuid;
    await receive({ kind: 'usd', userUuid: uuid }, 1234);
    await receive({ kind: 'coin', userUuid: uuid, coin: 'ETH' }, 1_250_000);
    const start = clock.now().getTime();
    await receive({ kind: 'credit', userUuid: uuid }, 5000);
    await receive({ kind: 'credit', userUuid: uuid }, 2550, new Date(start + 30 * TIME_MS.day).toISOString());

    const waiting = (await bob.call('GET', '/api/billing/balance')).body;
    expect(waiting).toMatchObject({
      USD: 12.34,
      balance: 75.5,
      total_available_withdrawal: 0,
      withdraw_allowed: false,
      withdraw_denied_reason: { title: messages.withdrawWaitingPeriodTitle },
      coins: { ETH: { subtotal: '1.250000', available: '1.250000' }, BTC: noCoins },
    });
    expect(waiting.withdraw_denied_reason.description).toContain('2026-06-15');

    clock.advance(14 * TIME_MS.day);
    expect((await bob.call('GET', '/api/billing/balance')).body).toMatchObject({
      balance: 75.5,
      total_available_withdrawal: 50,
      withdraw_allowed: true,
      withdraw_denied_reason: null,
      total_held: 25.5,
      held: [{ amount: 25.5, available_at: new Date(start + 30 * TIME_MS.day).toISOString() }],
    });

    clock.advance(16 * TIME_MS.day);
    expect((await bob.call('GET', '/api/billing/balance')).body).toMatchObject({
      total_available_withdrawal: 75.5,
      total_held: 0,
      held: [],
    });
  });

  it('denies withdrawal until identity verification is completed', async () => {
    const carol = await signedInUser(deps, { verificationStatus: 'pending' });
    await receive({ kind: 'credit', userUuid: carol.user.uuid }, 2000);
    clock.advance(15 * TIME_MS.day);
    expect((await carol.call('GET', '/api/billing/balance')).body).toMatchObject({
      total_available_withdrawal: 20,
      withdraw_allowed: false,
      withdraw_denied_reason: {
        title: messages.withdrawVerificationTitle,
        description: messages.withdrawVerificationRequired,
      },
    });
  });
});
