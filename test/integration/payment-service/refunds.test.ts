import { beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError } from '../../../functions/domain/ledger/errors';
import { captureHold } from '../../../functions/domain/payments/capture-hold';
import { type ChargeOrderInput, chargeOrder } from '../../../functions/domain/payments/charge-order';
import { RefundNotPossibleError } from '../../../functions/domain/payments/errors';
import type { Payee } from '../../../functions/domain/payments/payees';
import type { PaymentChoice } from '../../../functions/domain/payments/payment-method';
import { placeHold } from '../../../functions/domain/payments/place-hold';
import { refundOrder } from '../../../functions/domain/payments/refund-order';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { ledgerViolations } from '../ledger/support';
import {
  balanceOf,
  fund,
  movementsOf,
  newUser,
  recordingCards,
  revenue,
  sandboxPayments,
  saveCard,
} from './support';

let deps: Deps;
let processor: ReturnType<typeof recordingCards>;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
  processor = recordingCards(deps.cards);
  deps.cards = processor.cards;
});

async function paidOrder(method: PaymentChoice, buyer: string, payees?: Payee[]) {
  const input: ChargeOrderInput = {
    orderId: deps.newId(),
    userUuid: buyer,
    method,
    priceCents: 10_000,
    payees,
    kind: 'buy',
    title: 'Refundable',
  };
  const result = await chargeOrder(deps, input);
  if (result.status !== 'paid') throw new Error('not paid');
  return result.order;
}

const refundsOf = (paymentId: string | null) =>
  processor.calls.filter((call) => call.method === 'refund' && call.args[0] === paymentId);

describe('refundOrder', () => {
  it('gives all of a balance payment back, each payee returning what it got', async () => {
    const [buyer, seller] = [await newUser(deps), await newUser(deps)];
    await fund(deps, { kind: 'usd', userUuid: buyer }, 10_000);
    const revenueBefore = await revenue(deps);
    const order = await paidOrder({ type: 'usd' }, buyer, [
      { to: 'seller', userUuid: seller, amountCents: 8_000 },
      { to: 'royalties', creatorId: 'creator-r', amountCents: 1_000 },
      { to: 'revenue', amountCents: 1_000 },
    ]);

    const refunded = await refundOrder(deps, { orderId: order.id, idempotencyKey: 'cancelled' });

    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: 10_000 });
    expect(await balanceOf(deps, { kind: 'usd', userUuid: buyer })).toBe(10_000);
    expect(await balanceOf(deps, { kind: 'credit', userUuid: seller })).toBe(0);
    expect(await balanceOf(deps, { kind: 'royalties', creatorId: 'creator-r' })).toBe(0);
    expect(await revenue(deps)).toBe(revenueBefore);
    await expect(refundOrder(deps, { orderId: order.id, idempotencyKey: 'again' })).rejects.toThrow(
      messages.refundTooLarge,
    );
  });

  it('refunds a card in parts, fee included, and never beyond what was paid', async () => {
    const buyer = await newUser(deps);
    const { cardId } = await saveCard(deps, buyer);
    const order = await paidOrder({ type: 'card', cardId }, buyer);
    expect(order.totalCents).toBe(10_320);

    const partly = await refundOrder(deps, {
      orderId: order.id,
      amountCents: 3_000,
      idempotencyKey: 'part-1',
    });
    expect(partly).toMatchObject({ status: 'partially_refunded', refundedCents: 3_000 });
    await expect(
      refundOrder(deps, { orderId: order.id, amountCents: 7_321, idempotencyKey: 'too-much' }),
    ).rejects.toThrow(RefundNotPossibleError);
    const rest = await refundOrder(deps, { orderId: order.id, idempotencyKey: 'rest' });

    expect(rest).toMatchObject({ status: 'refunded', refundedCents: 10_320 });
    expect(refundsOf(order.paymentId).map((call) => call.args[1])).toEqual([3_000, 7_320]);
    const [payment] = (await sandboxPayments(deps.db)).filter(
      (p) => p.pk === `CARD_SANDBOX_PAYMENT#${order.paymentId}`,
    );
    expect(payment?.refundableCents).toBe(0);
    // Every account the sale paid into gave back exactly what it received (clearing over all its shards).
    const net = new Map<string, number>();
    for (const movement of await movementsOf(deps.db, `order:${order.id}`))
      for (const entry of movement.entries as { account: string; amount: number }[])
        net.set(entry.account, (net.get(entry.account) ?? 0) + entry.amount);
    expect(Object.fromEntries(net)).toEqual({ 'clearing#USD': 0, revenue: 0 });
  });

  it('refunds once per key, retries and concurrent duplicates included', async () => {
    const buyer = await newUser(deps);
    const { cardId } = await saveCard(deps, buyer);
    const order = await paidOrder({ type: 'card', cardId }, buyer);
    const input = { orderId: order.id, amountCents: 1_000, idempotencyKey: 'dup' };

    await Promise.all(Array.from({ length: 5 }, () => refundOrder(deps, input)));
    const again = await refundOrder(deps, input);

    expect(again).toMatchObject({ refundedCents: 1_000, refunds: { dup: { status: 'done' } } });
    expect(await movementsOf(deps.db, `order:${order.id}:refund`)).toHaveLength(1);
    const [payment] = (await sandboxPayments(deps.db)).filter(
      (p) => p.pk === `CARD_SANDBOX_PAYMENT#${order.paymentId}`,
    );
    expect(payment?.refundableCents).toBe(order.totalCents - 1_000);
    await expect(refundOrder(deps, { ...input, amountCents: 1_001 })).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
  });

  it('lets concurrent refunds with different keys add up to no more than was paid', async () => {
    const buyer = await newUser(deps);
    await fund(deps, { kind: 'credit', userUuid: buyer }, 10_000);
    const order = await paidOrder({ type: 'credit' }, buyer);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        refundOrder(deps, { orderId: order.id, amountCents: 3_000, idempotencyKey: `r-${i}` }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected'))
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(RefundNotPossibleError);
    expect(await balanceOf(deps, { kind: 'credit', userUuid: buyer })).toBe(9_000);
  });

  it('gives every coin micro-unit back when refunds add up to the whole order, and none beyond', async () => {
    const buyer = await newUser(deps);
    const coin = { kind: 'coin' as const, userUuid: buyer, coin: 'ETH' as const };
    await fund(deps, coin, 50_000_000);
    const order = await paidOrder({ type: 'coin', coin: 'ETH' }, buyer);
    const parts = [1, 333, 3_333, order.totalCents - 3_667];

    for (const [i, amountCents] of parts.entries()) {
      await refundOrder(deps, { orderId: order.id, amountCents, idempotencyKey: `coin-${i}` });
      expect(await balanceOf(deps, coin)).toBeLessThanOrEqual(50_000_000);
    }
    expect(await balanceOf(deps, coin)).toBe(50_000_000);
  });

  it('refunds the order of a captured card hold, and refuses an order that was not paid', async () => {
    const buyer = await newUser(deps);
    const { cardId, sourceId } = await saveCard(deps, buyer);
    const holdId = deps.newId();
    await placeHold(deps, { holdId, userUuid: buyer, method: { type: 'card', cardId }, amountCents: 2_000 });
    const { order } = await captureHold(deps, {
      holdId,
      orderId: deps.newId(),
      amountCents: 2_000,
      title: 'Won',
    });
    const refunded = await refundOrder(deps, { orderId: order.id, idempotencyKey: 'lost-dispute' });
    expect(refunded.status).toBe('refunded');
    expect(refundsOf(order.paymentId).map((call) => call.args[1])).toEqual([order.totalCents]);

    processor.declining.add(sourceId);
    const declined = await chargeOrder(deps, {
      orderId: deps.newId(),
      userUuid: buyer,
      method: { type: 'card', cardId },
      priceCents: 1_000,
      kind: 'buy',
      title: 'Declined',
    });
    await expect(refundOrder(deps, { orderId: declined.order.id, idempotencyKey: 'k' })).rejects.toThrow(
      messages.orderNotPaid,
    );
  });

  it('keeps the ledger whole', async () => {
    expect(await ledgerViolations(deps.db)).toEqual([]);
  });
});
