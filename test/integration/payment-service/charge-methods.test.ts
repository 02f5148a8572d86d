import { beforeAll, describe, expect, it } from 'vitest';
import { getOrder, listUserOrders } from '../../../functions/data/order';
import { listTransactionsOfYear } from '../../../functions/data/transaction-report';
import { chargeOrder } from '../../../functions/domain/payments/charge-order';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { TIME_MS } from '../../../shared/domain/constants';
import { PaymentMethod } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { ledgerViolations } from '../ledger/support';
import {
  balanceOf,
  balancesOf,
  fund,
  movementsOf,
  newUser,
  recordingCards,
  revenue,
  sandboxPayments,
  saveCard,
} from './support';

let deps: Deps;
let clock: ManualClock;
let processor: ReturnType<typeof recordingCards>;

beforeAll(async () => {
  ({ deps, clock } = createTestDeps(await createTestDb()));
  processor = recordingCards(deps.cards);
  deps.cards = processor.cards;
});

const order = (userUuid: string, overrides: Partial<Parameters<typeof chargeOrder>[1]> = {}) => ({
  orderId: deps.newId(),
  userUuid,
  method: { type: 'usd' as const },
  priceCents: 10_000,
  kind: 'buy' as const,
  title: 'Genesis #12',
  items: [{ type: 'auction', id: 'auction-1', edition: 12 }],
  ...overrides,
});

describe('chargeOrder', () => {
  it('charges a card the price plus the card fee once: clearing pays the payees, revenue gets the fee', async () => {
    const buyer = await newUser(deps);
    const { cardId, sourceId } = await saveCard(deps, buyer);
    const revenueBefore = await revenue(deps);
    const input = order(buyer, { method: { type: 'card', cardId } });

    const result = await chargeOrder(deps, input);

    const fee = deps.cards.cardFee(10_000);
    expect(fee).toBe(320);
    expect(result).toMatchObject({ status: 'paid', replayed: false });
    expect(result.order).toMatchObject({
      status: 'paid',
      fees: [{ kind: 'creditCard', label: 'Credit Card', amountCents: fee }],
      totalCents: 10_000 + fee,
      paymentId: expect.stringMatching(/^pay_/),
      lineItem: {
        amountCents: 10_000,
        coin: null,
        coinMicros: null,
        usdAmountCents: 10_000 + fee,
        method: PaymentMethod.card,
        last4: '4242',
      },
    });
    const charges = processor.calls.filter((call) => call.method === 'charge');
    expect(charges).toEqual([{ method: 'charge', args: [sourceId, 10_000 + fee, input.orderId] }]);
    expect(await revenue(deps)).toBe(revenueBefore + 10_000 + fee);
    const [movement] = await movementsOf(deps.db, `order:${input.orderId}`);
    expect(movement?.entries).toHaveLength(2);
    expect(await getOrder(deps.db, input.orderId)).toEqual(result.order);
  });

  it('pays prepaid USD and marketplace credit from the balance, without fees', async () => {
    const buyer = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: buyer }, 15_000);
    await fund(deps, { kind: 'credit', userUuid: buyer }, 12_000);

    const usd = await chargeOrder(deps, order(buyer));
    const credit = await chargeOrder(deps, order(buyer, { method: { type: 'credit' } }));

    for (const result of [usd, credit]) {
      expect(result.order).toMatchObject({ status: 'paid', fees: [], totalCents: 10_000, paymentId: null });
      expect(result.order.lineItem).toMatchObject({ method: PaymentMethod.marketplaceCredit, last4: null });
    }
    expect(await balanceOf(deps, { kind: 'usd', userUuid: buyer })).toBe(5_000);
    expect(await balanceOf(deps, { kind: 'credit', userUuid: buyer })).toBe(2_000);
  });

  it('splits the price between royalties, a seller (credit held until a date) and revenue', async () => {
    const [buyer, seller] = [await newUser(deps), await newUser(deps)];
    await fund(deps, { kind: 'usd', userUuid: buyer }, 10_000);
    const availableAt = new Date(deps.clock.now().getTime() + 30 * TIME_MS.day).toISOString();
    const revenueBefore = await revenue(deps);

    await chargeOrder(
      deps,
      order(buyer, {
        payees: [
          { to: 'seller', userUuid: seller, amountCents: 8_500, availableAt },
          { to: 'royalties', creatorId: 'creator-1', amountCents: 1_000 },
          { to: 'revenue', amountCents: 500 },
        ],
      }),
    );

    expect(await balanceOf(deps, { kind: 'royalties', creatorId: 'creator-1' })).toBe(1_000);
    expect(await revenue(deps)).toBe(revenueBefore + 500);
    expect(await balancesOf(deps, seller)).toMatchObject({ creditCents: 8_500, withdrawableCents: 0 });
  });

  it('pays a coin at the current rate: the total with 1% and gas, in micro-units rounded up, rate recorded', async () => {
    const buyer = await newUser(deps);
    await fund(deps, { kind: 'coin', userUuid: buyer, coin: 'ETH' }, 10_000_000);
    const rates = await deps.market.rates();
    const gasMicros = (await deps.market.ethGasFee()).ethMicros;
    const gasCents = Number((BigInt(gasMicros) * BigInt(rates.ETH) + 10n ** 10n - 1n) / 10n ** 10n);
    const totalCents = 10_000 + 100 + gasCents;
    const micros = Number((BigInt(totalCents) * 10n ** 10n + BigInt(rates.ETH) - 1n) / BigInt(rates.ETH));

    const result = await chargeOrder(deps, order(buyer, { method: { type: 'coin', coin: 'ETH' } }));

    expect(result.order).toMatchObject({
      fees: [
        { kind: 'transaction', label: 'Transaction', amountCents: 100 },
        { kind: 'gas', label: 'Gas', amountCents: gasCents },
      ],
      totalCents,
      coin: { coin: 'ETH', rateMicroUsd: rates.ETH, micros },
      lineItem: {
        coin: 'ETH',
        coinMicros: micros,
        usdAmountCents: totalCents,
        method: PaymentMethod.prepaidCrypto,
      },
    });
    expect(await balanceOf(deps, { kind: 'coin', userUuid: buyer, coin: 'ETH' })).toBe(10_000_000 - micros);
    const [movement] = await movementsOf(deps.db, `order:${result.order.id}`);
    const byAccount = Object.fromEntries(
      ((movement?.entries ?? []) as { account: string; amount: number }[]).map((e) => [e.account, e.amount]),
    );
    expect(byAccount).toMatchObject({
      'coin#ETH': -micros,
      'clearing#ETH': micros,
      'clearing#USD': -totalCents,
      revenue: totalCents,
    });
  });

  it('charges no gas for a coin off the Ethereum network', async () => {
    const buyer = await newUser(deps);
    await fund(deps, { kind: 'coin', userUuid: buyer, coin: 'XTZ' }, 1_000_000_000);
    const result = await chargeOrder(deps, order(buyer, { method: { type: 'coin', coin: 'XTZ' } }));
    expect(result.order.fees.map((fee) => fee.label)).toEqual(['Transaction']);
  });

  it('writes the transaction line with the order and lists a user’s orders newest first', async () => {
    const buyer = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: buyer }, 30_000);
    const first = await chargeOrder(deps, order(buyer, { title: 'First' }));
    clock.advance(TIME_MS.minute);
    const second = await chargeOrder(deps, order(buyer, { title: 'Second', kind: 'gift' }));

    const rows = await listTransactionsOfYear(deps.db, buyer, 2026);
    expect(rows).toEqual([
      expect.objectContaining({ title: 'First', kind: 'buy', edition: 12, amountCents: 10_000 }),
      expect.objectContaining({
        title: 'Second',
        kind: 'gift',
        paymentMethod: 'Marketplace Credit',
        reference: second.order.id,
      }),
    ]);
    await expect
      .poll(async () => (await listUserOrders(deps.db, buyer)).map((o) => o.id))
      .toEqual([second.order.id, first.order.id]);
  });

  it('keeps the ledger whole: every balance is its entries, every movement sums to zero', async () => {
    expect(await ledgerViolations(deps.db)).toEqual([]);
    expect((await sandboxPayments(deps.db)).length).toBe(1);
  });
});
