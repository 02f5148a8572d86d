import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodUnavailableError } from '../../../functions/domain/payments/errors';
import { quoteOrder } from '../../../functions/domain/payments/quote-order';
import type { Deps } from '../../../functions/lib/deps';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';
import { currencyNetwork } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { newUser, saveCard } from './support';

let deps: Deps;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
});

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

describe('quoteOrder', () => {
  it("adds the 'Credit Card' fee that GET /payments/card_fee answers", async () => {
    const buyer = await signedInUser(deps);
    const { cardId } = await saveCard(deps, buyer.user.uuid);
    const quote = await quoteOrder(deps, {
      userUuid: buyer.user.uuid,
      priceCents: 12_345,
      method: { type: 'card', cardId },
    });
    const answer = await buyer.call('GET', '/api/payments/card_fee?amount=123.45');
    expect(quote).toEqual({
      priceCents: 12_345,
      fees: [{ kind: 'creditCard', label: 'Credit Card', amountCents: Math.round(answer.body.fee * 100) }],
      totalCents: 12_345 + Math.round(answer.body.fee * 100),
      coin: null,
    });
  });

  it('adds nothing for prepaid USD and marketplace credit', async () => {
    const buyer = await newUser(deps);
    for (const type of ['usd', 'credit'] as const) {
      expect(await quoteOrder(deps, { userUuid: buyer, priceCents: 999, method: { type } })).toEqual({
        priceCents: 999,
        fees: [],
        totalCents: 999,
        coin: null,
      });
    }
  });

  it("prices every coin at the current rate with a 1% 'Transaction' fee, and 'Gas' on the Ethereum network", async () => {
    const buyer = await newUser(deps);
    const rates = await deps.market.rates();
    const gas = (await deps.market.ethGasFee()).ethMicros;
    for (const coin of ALLOWED_PAYMENT_CRYPTO) {
      const quote = await quoteOrder(deps, {
        userUuid: buyer,
        priceCents: 1_001,
        method: { type: 'coin', coin },
      });
      const gasCents = Number(ceilDiv(BigInt(gas) * BigInt(rates.ETH), 10n ** 10n));
      const expectedFees = [
        { kind: 'transaction', label: 'Transaction', amountCents: 11 },
        ...(currencyNetwork[coin] === 'ETH' ? [{ kind: 'gas', label: 'Gas', amountCents: gasCents }] : []),
      ];
      const totalCents = 1_001 + expectedFees.reduce((sum, fee) => sum + fee.amountCents, 0);
      expect(quote).toEqual({
        priceCents: 1_001,
        fees: expectedFees,
        totalCents,
        coin: {
          coin,
          rateMicroUsd: rates[coin],
          micros: Number(ceilDiv(BigInt(totalCents) * 10n ** 10n, BigInt(rates[coin]))),
        },
      });
    }
  });

  it('refuses a card the user does not have', async () => {
    const buyer = await newUser(deps);
    await expect(
      quoteOrder(deps, { userUuid: buyer, priceCents: 100, method: { type: 'card', cardId: 'nope' } }),
    ).rejects.toThrow(PaymentMethodUnavailableError);
  });
});
