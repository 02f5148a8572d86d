import { beforeAll, describe, expect, it } from 'vitest';
import { getCardDeclines } from '../../../functions/data/card';
import { getOrder } from '../../../functions/data/order';
import { InsufficientFundsError } from '../../../functions/domain/ledger/errors';
import { type ChargeOrderInput, chargeOrder } from '../../../functions/domain/payments/charge-order';
import { PaymentMethodUnavailableError } from '../../../functions/domain/payments/errors';
import type { PaymentChoice } from '../../../functions/domain/payments/payment-method';
import type { Deps } from '../../../functions/lib/deps';
import { BadRequestError } from '../../../functions/lib/errors';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { balanceOf, fund, movementsOf, newUser, recordingCards, saveCard, TEST_CARDS } from './support';

let deps: Deps;
let processor: ReturnType<typeof recordingCards>;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
  processor = recordingCards(deps.cards);
  deps.cards = processor.cards;
});

const orderOf = (userUuid: string, method: PaymentChoice, extra: Partial<ChargeOrderInput> = {}) => ({
  orderId: deps.newId(),
  userUuid,
  method,
  priceCents: 5_000,
  kind: 'buy' as const,
  title: 'Genesis',
  ...extra,
});

const pausedFor24Hours =
  'Your card has been declined at least 5 times. Due to recent activity your card has been paused for 24 hours.';

describe('chargeOrder refusals', () => {
  it("answers a card decline with 'Payment failed.', counts it, and pauses the card after 5", async () => {
    const buyer = await newUser(deps);
    const { cardId, sourceId } = await saveCard(deps, buyer);
    processor.declining.add(sourceId);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const input = orderOf(buyer, { type: 'card', cardId });
      const result = await chargeOrder(deps, input);
      expect(result).toMatchObject({ status: 'declined', message: messages.paymentFailed });
      expect((await getOrder(deps.db, input.orderId))?.status).toBe('declined');
      // A retry answers the decline again without asking the processor nor counting it twice.
      const charges = processor.calls.length;
      expect(await chargeOrder(deps, input)).toMatchObject({ status: 'declined', replayed: true });
      expect(processor.calls.length).toBe(charges);
    }

    const paused = chargeOrder(deps, orderOf(buyer, { type: 'card', cardId }));
    await expect(paused).rejects.toThrow(BadRequestError);
    await expect(paused).rejects.toThrow(pausedFor24Hours);
  });

  it('counts one decline when the same declined order arrives many times at once', async () => {
    const buyer = await newUser(deps);
    const { cardId, sourceId } = await saveCard(deps, buyer);
    processor.declining.add(sourceId);
    const input = orderOf(buyer, { type: 'card', cardId });
    const results = await Promise.all(Array.from({ length: 6 }, () => chargeOrder(deps, input)));
    expect(results.every((result) => result.status === 'declined')).toBe(true);
    const payment = (await getOrder(deps.db, input.orderId))?.payment;
    if (payment?.type !== 'card') throw new Error('not a card order');
    expect((await getCardDeclines(deps.db, buyer, payment.fingerprint))?.declines).toBe(1);
  });

  it('refuses a card of another network for an Amex-only sale, and takes an Amex', async () => {
    const buyer = await newUser(deps);
    const visa = await saveCard(deps, buyer);
    const amex = await saveCard(deps, buyer, TEST_CARDS.amex);
    await fund(deps, { kind: 'usd', userUuid: buyer }, 10_000);

    await expect(
      chargeOrder(deps, orderOf(buyer, { type: 'card', cardId: visa.cardId }, { requireAmex: true })),
    ).rejects.toThrow(messages.amexCardRequired);
    await expect(chargeOrder(deps, orderOf(buyer, { type: 'usd' }, { requireAmex: true }))).rejects.toThrow(
      messages.amexOnlyAuction,
    );
    const paid = await chargeOrder(
      deps,
      orderOf(buyer, { type: 'card', cardId: amex.cardId }, { requireAmex: true }),
    );
    expect(paid.order.lineItem.last4).toBe('0005');
  });

  it("refuses a short balance with 'Choose another payment method' and leaves the order id free", async () => {
    const buyer = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: buyer }, 4_999);
    await fund(deps, { kind: 'credit', userUuid: buyer }, 5_000);
    const input = orderOf(buyer, { type: 'usd' });

    const short = chargeOrder(deps, input);
    await expect(short).rejects.toThrow(InsufficientFundsError);
    await expect(short).rejects.toThrow(messages.chooseAnotherPaymentMethod);
    expect(await getOrder(deps.db, input.orderId)).toBeUndefined();
    expect(await balanceOf(deps, { kind: 'usd', userUuid: buyer })).toBe(4_999);

    const paid = await chargeOrder(deps, { ...input, method: { type: 'credit' } });
    expect(paid.status).toBe('paid');
    expect(await movementsOf(deps.db, `order:${input.orderId}`)).toHaveLength(1);
  });

  it('refuses a coin without enough micro-units, a card that is not the user’s, and a switched-off method', async () => {
    const [buyer, other] = [await newUser(deps), await newUser(deps)];
    await fund(deps, { kind: 'coin', userUuid: buyer, coin: 'BTC' }, 10);
    await expect(chargeOrder(deps, orderOf(buyer, { type: 'coin', coin: 'BTC' }))).rejects.toThrow(
      InsufficientFundsError,
    );
    const othersCard = await saveCard(deps, other);
    await expect(
      chargeOrder(deps, orderOf(buyer, { type: 'card', cardId: othersCard.cardId })),
    ).rejects.toThrow(PaymentMethodUnavailableError);

    await fund(deps, { kind: 'usd', userUuid: buyer }, 10_000);
    deps.flags.payWithPrepaidBalanceEnabled = false;
    try {
      await expect(chargeOrder(deps, orderOf(buyer, { type: 'usd' }))).rejects.toThrow(
        PaymentMethodUnavailableError,
      );
    } finally {
      deps.flags.payWithPrepaidBalanceEnabled = true;
    }
    expect((await chargeOrder(deps, orderOf(buyer, { type: 'usd' }))).status).toBe('paid');
  });
});
