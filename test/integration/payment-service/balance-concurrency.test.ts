import { beforeAll, describe, expect, it } from 'vitest';
import { InsufficientFundsError } from '../../../functions/domain/ledger/errors';
import { chargeOrder } from '../../../functions/domain/payments/charge-order';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { createTestDb, scanTable } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { ledgerViolations } from '../ledger/support';
import { balanceOf, fund, newUser } from './support';

let deps: Deps;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
});

describe('many simultaneous orders against one balance', () => {
  it('never overdraws it, and the paid orders add up to exactly the money that moved', async () => {
    const buyer = await newUser(deps);
    const account = { kind: 'usd' as const, userUuid: buyer };
    await fund(deps, account, 10_000);
    const prices = Array.from({ length: 40 }, (_, i) => 300 + (i % 7) * 150);

    const outcomes = await Promise.allSettled(
      prices.map((priceCents, i) =>
        chargeOrder(deps, {
          orderId: `race-${i}`,
          userUuid: buyer,
          method: { type: 'usd' },
          priceCents,
          kind: 'buy',
          title: `Item ${i}`,
        }),
      ),
    );

    const paid = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.order] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    const left = await balanceOf(deps, account);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(paid.reduce((sum, order) => sum + order.totalCents, 0)).toBe(10_000 - left);
    expect(paid.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toBeInstanceOf(InsufficientFundsError);
      expect(error.message).toBe(messages.chooseAnotherPaymentMethod);
    }
    // Refused orders leave nothing behind; paid ones have exactly one movement each.
    const items = await scanTable(deps.db);
    const orders = items.filter((item) => item.entity === 'order');
    const movements = items.filter((item) => item.entity === 'ledger-movement' && item.kind === 'order');
    expect(orders.map((item) => item.id).sort()).toEqual(paid.map((order) => order.id).sort());
    expect(movements.map((item) => item.reference).sort()).toEqual(paid.map((order) => order.id).sort());
    expect(await ledgerViolations(deps.db)).toEqual([]);
  });
});
