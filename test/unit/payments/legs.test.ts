import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFeeCents } from '../../../functions/domain/cards/card-fee';
import { withShard } from '../../../functions/domain/ledger/accounts';
import {
  assertDistinctAccounts,
  type MovementLeg,
  validateMovement,
} from '../../../functions/domain/ledger/movement';
import {
  captureLegs,
  chargeLegs,
  holdLegs,
  refundLegs,
  releaseLegs,
} from '../../../functions/domain/payments/legs';
import { type Payee, payeeLegs } from '../../../functions/domain/payments/payees';
import type { BalancePayment, ResolvedPayment } from '../../../functions/domain/payments/payment-method';
import { type Pricing, priceOrder } from '../../../functions/domain/payments/pricing';
import { refundShares } from '../../../functions/domain/payments/refund-shares';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';

const card: ResolvedPayment = {
  type: 'card',
  cardId: 'c',
  sourceId: 's',
  last4: '4242',
  scheme: 'visa',
  fingerprint: 'f',
};
const balancePayment = fc.oneof(
  fc.constant<BalancePayment>({ type: 'usd' }),
  fc.constant<BalancePayment>({ type: 'credit' }),
  fc.constantFrom(...ALLOWED_PAYMENT_CRYPTO).map((coin): BalancePayment => ({ type: 'coin', coin })),
);
const rate = fc.integer({ min: 100_000, max: 100_000_000_000 });

const pricingFor = (payment: ResolvedPayment, rateMicroUsd: number, gasCents: number): Pricing =>
  payment.type === 'card'
    ? { type: 'card', cardFee: cardFeeCents }
    : payment.type === 'coin'
      ? { type: 'coin', coin: payment.coin, rateMicroUsd, gasCents }
      : { type: 'balance' };

/** A price split between revenue, a creator and a seller (any of the parts may be missing). */
const splitPrice = fc
  .tuple(fc.integer({ min: 3, max: 10_000_000 }), fc.nat(100), fc.nat(100))
  .map(([price, royaltyPercent, sellerPercent]): [number, Payee[]] => {
    const royalty = Math.floor((price * royaltyPercent) / 200);
    const seller = Math.floor((price * sellerPercent) / 200);
    const payees: Payee[] = [
      { to: 'revenue', amountCents: price - royalty - seller },
      ...(royalty ? [{ to: 'royalties' as const, creatorId: 'creator', amountCents: royalty }] : []),
      ...(seller ? [{ to: 'seller' as const, userUuid: 'seller', amountCents: seller }] : []),
    ];
    return [price, payees];
  });

/** What postMovement checks before writing: legs balance per currency, no account twice. */
function assertPostable(legs: MovementLeg[]) {
  validateMovement({ idempotencyKey: 'k', kind: 'test', legs });
  assertDistinctAccounts(legs.map((leg) => withShard(leg.account, 'movement-id')));
}

describe('payment legs', () => {
  it('balance for every method: charge, hold, capture of less, release and partial refunds', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(card), balancePayment),
        splitPrice,
        fc.integer({ min: 1, max: 100 }),
        rate,
        fc.nat(5_000),
        (payment, [price, payees], capturedPercent, rateMicroUsd, gasCents) => {
          const pricing = pricingFor(payment, rateMicroUsd, gasCents);
          const quote = priceOrder(price, pricing);
          const paying = payeeLegs('order-1', payees, quote.fees);
          const order = { ...quote, userUuid: 'buyer', payment };
          assertPostable(chargeLegs(order, paying));

          const half = Math.ceil(quote.totalCents / 2);
          const shares = refundShares(
            paying.map((leg) => leg.amount),
            paying.map(() => 0),
            half,
          );
          const takenBack = paying
            .map((leg, i) => ({ account: leg.account, amount: -(shares[i] ?? 0) }))
            .filter((leg) => leg.amount < 0);
          assertPostable(refundLegs(order, takenBack, { amountCents: half, coinMicros: 1 }));

          if (payment.type === 'card') return;
          assertPostable(holdLegs(payment, 'buyer', quote));
          assertPostable(releaseLegs(payment, 'buyer', quote));
          const capturedPrice = Math.max(1, Math.floor((price * capturedPercent) / 100));
          const captured = priceOrder(capturedPrice, pricing);
          assertPostable(
            captureLegs(
              payment,
              'buyer',
              quote,
              captured,
              payeeLegs('order-2', [{ to: 'revenue', amountCents: capturedPrice }], captured.fees),
            ),
          );
        },
      ),
    );
  });

  it('puts fees with the revenue payee in one leg, on the order’s shard', () => {
    const fees = [{ kind: 'creditCard' as const, label: 'Credit Card', amountCents: 320 }];
    const legs = payeeLegs(
      'order-1',
      [
        { to: 'revenue', amountCents: 1_000 },
        { to: 'seller', userUuid: 's', amountCents: 9_000, availableAt: '2026-07-01T00:00:00.000Z' },
      ],
      fees,
    );
    expect(legs).toEqual([
      { account: { kind: 'revenue', shard: expect.any(Number) }, amount: 1_320 },
      { account: { kind: 'credit', userUuid: 's' }, amount: 9_000, availableAt: '2026-07-01T00:00:00.000Z' },
    ]);
    expect(payeeLegs('order-1', [], fees)[0]?.account).toEqual(legs[0]?.account);
  });
});
