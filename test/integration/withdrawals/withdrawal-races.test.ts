import { beforeAll, describe, expect, it } from 'vitest';
import { getMovement } from '../../../functions/data/ledger-movement';
import { getWithdrawal } from '../../../functions/data/withdrawal';
import { chargeOrder } from '../../../functions/domain/payments/charge-order';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import type { ApiAnswer } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { ledgerViolations } from '../ledger/support';
import { activeRecipient, balanceOf, creditOf, paths, withdrawer } from './support';

let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  ({ deps, clock } = createTestDeps(await createTestDb()));
});

/**
 * A refused withdrawal of a race: more than what the others left, nothing left at all (withdraw_allowed is then
 * false), or the ledger kept changing (503).
 */
function expectRefusedCleanly(answer: ApiAnswer) {
  if (answer.status === 503) return expect(answer.body.detail).toBe(messages.tryAgainLater);
  if (answer.status === 403)
    return expect(answer.body).toMatchObject({
      code: 'withdrawal_not_allowed',
      detail: messages.withdrawNothingAvailable,
    });
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual([{ field: 'value', message: messages.withdrawalAmountTooHigh }]);
}

describe('withdrawals racing for one balance', () => {
  it('20 at once never take out more than is available, and each accepted one is recorded with its movement', async () => {
    const available = 10_000;
    const seller = await withdrawer(deps, clock, available);
    await activeRecipient(deps, seller);
    // 20 withdrawals of $10 to $28.00 ask for almost 4 times what is there.
    const amounts = Array.from({ length: 20 }, (_, i) => 1_000 + (i % 10) * 200);

    const answers = await Promise.all(
      amounts.map((cents) =>
        seller.call('POST', paths.withdrawals, { value: (cents / 100).toFixed(2), transfer_type: 'crypto' }),
      ),
    );

    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) expectRefusedCleanly(answer);
    const takenCents = accepted.reduce((sum, answer) => sum + Math.round(answer.body.amount * 100), 0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(takenCents).toBeLessThanOrEqual(available);
    const left = await balanceOf(deps, creditOf(seller.user.uuid));
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(available - takenCents);
    // 'Nothing To Withdraw' only once the others took it all.
    if (refused.some((answer) => answer.status === 403)) expect(left).toBe(0);
    for (const answer of accepted) {
      const record = await getWithdrawal(deps.db, answer.body.id);
      expect(record).toMatchObject({ userUuid: seller.user.uuid, status: 'queued' });
      const movement = await getMovement(deps.db, `withdrawal:${answer.body.id}`);
      expect(movement?.entries.find((entry) => entry.account === 'credit')?.amount).toBe(
        -Math.round(answer.body.amount * 100),
      );
    }
    const history = (await seller.call('GET', paths.withdrawals)).body.results;
    expect(history.map((row: { id: string }) => row.id).sort()).toEqual(
      accepted.map((answer) => answer.body.id).sort(),
    );
    expect(await ledgerViolations(deps.db)).toEqual([]);
  }, 60_000);

  it('a withdrawal racing a purchase paid with the same credit never overdraws it', async () => {
    const rounds = 8;
    for (let round = 0; round < rounds; round++) {
      const seller = await withdrawer(deps, clock, 5_000);
      await activeRecipient(deps, seller);
      // Each asks for $30 of the $50: at most one of them can have it.
      const [withdrawal, purchase] = await Promise.allSettled([
        seller.call('POST', paths.withdrawals, { value: '30', transfer_type: 'crypto' }),
        chargeOrder(deps, {
          orderId: `race-${round}-${seller.user.uuid}`,
          userUuid: seller.user.uuid,
          method: { type: 'credit' },
          priceCents: 3_000,
          kind: 'buy',
          title: 'An item bought with credit',
        }),
      ]);
      if (withdrawal.status !== 'fulfilled') throw withdrawal.reason;
      const withdrew = withdrawal.value.status === 200;
      if (!withdrew) expectRefusedCleanly(withdrawal.value);
      const bought = purchase.status === 'fulfilled';
      expect(withdrew && bought).toBe(false);
      const left = await balanceOf(deps, creditOf(seller.user.uuid));
      expect(left).toBe(5_000 - (withdrew ? 3_000 : 0) - (bought ? 3_000 : 0));
    }
    expect(await ledgerViolations(deps.db)).toEqual([]);
  }, 60_000);
});
