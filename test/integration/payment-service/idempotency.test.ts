import { beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '../../../functions/data/order';
import { listTransactionsOfYear } from '../../../functions/data/transaction-report';
import { IdempotencyKeyReusedError } from '../../../functions/domain/ledger/errors';
import { type ChargeOrderInput, chargeOrder } from '../../../functions/domain/payments/charge-order';
import type { PaymentChoice } from '../../../functions/domain/payments/payment-method';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { TIME_MS } from '../../../shared/domain/constants';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { ledgerViolations } from '../ledger/support';
import { balanceOf, fund, movementsOf, newUser, recordingCards, sandboxPayments, saveCard } from './support';

let deps: Deps;
let clock: ManualClock;
let processor: ReturnType<typeof recordingCards>;

beforeAll(async () => {
  ({ deps, clock } = createTestDeps(await createTestDb()));
  processor = recordingCards(deps.cards);
  deps.cards = processor.cards;
});

const orderOf = (userUuid: string, method: PaymentChoice): ChargeOrderInput => ({
  orderId: deps.newId(),
  userUuid,
  method,
  priceCents: 2_500,
  kind: 'buy',
  title: 'Pack',
  items: [{ type: 'pack', id: 'pack-1' }],
});

/** A buyer who can pay 2,500 cents with each method a few times over. */
async function buyerWithEverything() {
  const buyer = await newUser(deps);
  await fund(deps, { kind: 'usd', userUuid: buyer }, 10_000);
  await fund(deps, { kind: 'credit', userUuid: buyer }, 10_000);
  await fund(deps, { kind: 'coin', userUuid: buyer, coin: 'ETH' }, 100_000_000);
  const { cardId } = await saveCard(deps, buyer);
  const methods: PaymentChoice[] = [
    { type: 'card', cardId },
    { type: 'usd' },
    { type: 'credit' },
    { type: 'coin', coin: 'ETH' },
  ];
  return { buyer, methods };
}

describe('chargeOrder retries', () => {
  it('answers the first result to a retry, for every method, and moves money once', async () => {
    const { buyer, methods } = await buyerWithEverything();
    for (const method of methods) {
      const input = orderOf(buyer, method);
      const first = await chargeOrder(deps, input);
      // The coin rate moves meanwhile; the retry still answers the first quote.
      clock.advance(5 * TIME_MS.minute);
      const retry = await chargeOrder(deps, input);

      expect(retry).toEqual({ ...first, replayed: true });
      expect(await movementsOf(deps.db, `order:${input.orderId}`)).toHaveLength(1);
    }
    expect(processor.calls.filter((call) => call.method === 'charge')).toHaveLength(1);
    expect(await listTransactionsOfYear(deps.db, buyer, 2026)).toHaveLength(4);
  });

  it('charges once when the same order arrives many times at once', async () => {
    const { buyer, methods } = await buyerWithEverything();
    const paymentsBefore = (await sandboxPayments(deps.db)).length;
    for (const method of methods) {
      const input = orderOf(buyer, method);
      const results = await Promise.all(Array.from({ length: 8 }, () => chargeOrder(deps, input)));

      expect(new Set(results.map((result) => result.status))).toEqual(new Set(['paid']));
      expect(results.filter((result) => result.status === 'paid' && !result.replayed)).toHaveLength(1);
      expect(new Set(results.map((result) => result.order.totalCents)).size).toBe(1);
      expect(await movementsOf(deps.db, `order:${input.orderId}`)).toHaveLength(1);
      expect((await getOrder(deps.db, input.orderId))?.status).toBe('paid');
    }
    expect((await sandboxPayments(deps.db)).length).toBe(paymentsBefore + 1);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: buyer })).toBe(7_500);
    expect(await balanceOf(deps, { kind: 'credit', userUuid: buyer })).toBe(7_500);
    expect(await listTransactionsOfYear(deps.db, buyer, 2026)).toHaveLength(4);
  });

  it("answers the card order's creator first even when a twin settles it", async () => {
    const { buyer, methods } = await buyerWithEverything();
    // A twin that finds the order pending charges and settles it too; which one posts first varies per round.
    for (let round = 0; round < 10; round++) {
      const input = orderOf(buyer, methods[0] as PaymentChoice);
      const results = await Promise.all(Array.from({ length: 8 }, () => chargeOrder(deps, input)));

      expect(results.filter((result) => result.status === 'paid' && !result.replayed)).toHaveLength(1);
      expect(await movementsOf(deps.db, `order:${input.orderId}`)).toHaveLength(1);
    }
  });

  it('picks up an order whose first try stopped after the card was charged', async () => {
    const { buyer, methods } = await buyerWithEverything();
    const input = orderOf(buyer, methods[0] as PaymentChoice);
    const charge = deps.cards.charge;
    deps.cards.charge = async (...args) => {
      await charge(...args);
      throw new Error('network lost after the charge');
    };
    await expect(chargeOrder(deps, input)).rejects.toThrow('network lost');
    deps.cards.charge = charge;
    expect((await getOrder(deps.db, input.orderId))?.status).toBe('pending');

    const resumed = await chargeOrder(deps, input);

    expect(resumed).toMatchObject({ status: 'paid', replayed: true });
    const payments = (await sandboxPayments(deps.db)).filter(
      (p) => p.pk === `CARD_SANDBOX_PAYMENT#${resumed.order.paymentId}`,
    );
    expect(payments).toHaveLength(1);
    expect(await movementsOf(deps.db, `order:${input.orderId}`)).toHaveLength(1);
  });

  it('refuses the same order id with other details', async () => {
    const { buyer } = await buyerWithEverything();
    const input = orderOf(buyer, { type: 'usd' });
    await chargeOrder(deps, input);
    await expect(chargeOrder(deps, { ...input, priceCents: 2_400 })).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
    await expect(chargeOrder(deps, { ...input, method: { type: 'credit' } })).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
  });

  it('keeps the ledger whole', async () => {
    expect(await ledgerViolations(deps.db)).toEqual([]);
  });
});
