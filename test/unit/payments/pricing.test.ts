import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFeeCents } from '../../../functions/domain/cards/card-fee';
import { InvalidOrderError } from '../../../functions/domain/payments/errors';
import type { ResolvedPayment } from '../../../functions/domain/payments/payment-method';
import { type Pricing, priceOrder, pricingOf } from '../../../functions/domain/payments/pricing';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';

const card: ResolvedPayment = {
  type: 'card',
  cardId: 'c1',
  sourceId: 's1',
  last4: '4242',
  scheme: 'visa',
  fingerprint: 'f1',
};

describe('priceOrder', () => {
  it("adds the card fee as the 'Credit Card' line", () => {
    expect(priceOrder(5_000, { type: 'card', cardFee: cardFeeCents })).toEqual({
      priceCents: 5_000,
      fees: [{ kind: 'creditCard', label: 'Credit Card', amountCents: 175 }],
      totalCents: 5_175,
      coin: null,
    });
  });

  it("prices a coin with 'Transaction' (1%, rounded up) and 'Gas' when there is gas, converting the total once", () => {
    expect(
      priceOrder(1_050, { type: 'coin', coin: 'ETH', rateMicroUsd: 3_000_000_000, gasCents: 180 }),
    ).toEqual({
      priceCents: 1_050,
      fees: [
        { kind: 'transaction', label: 'Transaction', amountCents: 11 },
        { kind: 'gas', label: 'Gas', amountCents: 180 },
      ],
      totalCents: 1_241,
      coin: { coin: 'ETH', rateMicroUsd: 3_000_000_000, micros: 4_137 },
    });
    expect(priceOrder(100, { type: 'coin', coin: 'XTZ', rateMicroUsd: 800_000, gasCents: 0 }).fees).toEqual([
      { kind: 'transaction', label: 'Transaction', amountCents: 1 },
    ]);
  });

  it('refuses a price that is not positive integer cents', () => {
    for (const price of [0, -1, 1.5, Number.NaN])
      expect(() => priceOrder(price, { type: 'balance' })).toThrow(InvalidOrderError);
  });

  it('prices a smaller capture of a hold with the pricing the hold was quoted with', () => {
    const pricing = fc.oneof(
      fc.constant<Pricing>({ type: 'balance' }),
      fc.record({
        type: fc.constant('coin' as const),
        coin: fc.constantFrom(...ALLOWED_PAYMENT_CRYPTO),
        rateMicroUsd: fc.integer({ min: 100_000, max: 100_000_000_000 }),
        gasCents: fc.nat(5_000),
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), pricing, (price, chosen) => {
        const quote = priceOrder(price, chosen);
        const payment: ResolvedPayment =
          chosen.type === 'coin' ? { type: 'coin', coin: chosen.coin } : { type: 'usd' };
        expect(priceOrder(price, pricingOf(payment, quote, cardFeeCents))).toEqual(quote);
      }),
    );
    const quote = priceOrder(10_000, { type: 'card', cardFee: cardFeeCents });
    expect(priceOrder(10_000, pricingOf(card, quote, cardFeeCents))).toEqual(quote);
  });

  it('never holds less than a smaller capture takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 100_000, max: 100_000_000_000 }),
        fc.nat(5_000),
        (a, b, rateMicroUsd, gasCents) => {
          const [smaller, larger] = a < b ? [a, b] : [b, a];
          const pricing: Pricing = { type: 'coin', coin: 'ETH', rateMicroUsd, gasCents };
          const held = priceOrder(larger, pricing);
          const captured = priceOrder(smaller, pricing);
          expect(captured.totalCents).toBeLessThanOrEqual(held.totalCents);
          expect(captured.coin?.micros ?? 0).toBeLessThanOrEqual(held.coin?.micros ?? 0);
        },
      ),
    );
  });
});
