import { beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '../../../functions/data/order';
import { getHold } from '../../../functions/data/payment-hold';
import { listTransactionsOfYear } from '../../../functions/data/transaction-report';
import { IdempotencyKeyReusedError, InsufficientFundsError } from '../../../functions/domain/ledger/errors';
import { captureHold } from '../../../functions/domain/payments/capture-hold';
import { chargeOrder } from '../../../functions/domain/payments/charge-order';
import { HoldNotActiveError, PaymentMethodUnavailableError } from '../../../functions/domain/payments/errors';
import type { PaymentChoice } from '../../../functions/domain/payments/payment-method';
import { placeHold } from '../../../functions/domain/payments/place-hold';
import { releaseHold } from '../../../functions/domain/payments/release-hold';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { TIME_MS } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { commandsDuring } from '../../support/commands-sent';
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

const holdOf = (userUuid: string, method: PaymentChoice, amountCents = 3_000) => ({
  holdId: deps.newId(),
  userUuid,
  method,
  amountCents,
});

const captureOf = (holdId: string, amountCents: number) => ({
  holdId,
  orderId: deps.newId(),
  amountCents,
  title: 'Won auction',
  items: [{ type: 'auction', id: 'auction-9', edition: 1 }],
});

describe('holds for bids on balances', () => {
  it('holds prepaid USD out of reach, then captures less and gives the rest back', async () => {
    const bidder = await newUser(deps);
    const usd = { kind: 'usd' as const, userUuid: bidder };
    await fund(deps, usd, 10_000);
    const input = holdOf(bidder, { type: 'usd' });

    const placed = await placeHold(deps, input);

    expect(placed).toMatchObject({ status: 'held', hold: { status: 'held', totalCents: 3_000 } });
    expect(await balanceOf(deps, usd)).toBe(7_000);
    expect(await balanceOf(deps, { kind: 'held', userUuid: bidder, source: 'usd' })).toBe(3_000);
    // What is held cannot be spent elsewhere.
    const spend = {
      userUuid: bidder,
      method: { type: 'usd' as const },
      kind: 'buy' as const,
      title: 'Other',
    };
    await expect(chargeOrder(deps, { ...spend, orderId: deps.newId(), priceCents: 7_001 })).rejects.toThrow(
      InsufficientFundsError,
    );

    const revenueBefore = await revenue(deps);
    const captured = await captureHold(deps, {
      ...captureOf(input.holdId, 2_500),
      payees: [
        { to: 'seller', userUuid: await newUser(deps), amountCents: 2_000 },
        { to: 'revenue', amountCents: 500 },
      ],
    });

    expect(captured).toMatchObject({
      status: 'paid',
      order: {
        status: 'paid',
        kind: 'bid',
        totalCents: 2_500,
        holdId: input.holdId,
        payment: { type: 'usd' },
      },
    });
    expect(await balanceOf(deps, usd)).toBe(7_500);
    expect(await balanceOf(deps, { kind: 'held', userUuid: bidder, source: 'usd' })).toBe(0);
    expect(await revenue(deps)).toBe(revenueBefore + 500);
    expect((await getHold(deps.db, input.holdId))?.status).toBe('captured');
    expect(await listTransactionsOfYear(deps.db, bidder, 2026)).toEqual([
      expect.objectContaining({ kind: 'bid', title: 'Won auction', amountCents: 2_500 }),
    ]);
  });

  it('gives held credit back on release, once', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'credit', userUuid: bidder }, 5_000);
    const input = holdOf(bidder, { type: 'credit' });
    await placeHold(deps, input);
    expect((await balancesOf(deps, bidder)).creditCents).toBe(2_000);

    const released = await Promise.all([releaseHold(deps, input), releaseHold(deps, input)]);

    expect(released.map((hold) => hold.status)).toEqual(['released', 'released']);
    expect((await balancesOf(deps, bidder)).creditCents).toBe(5_000);
    expect(await movementsOf(deps.db, `hold:${input.holdId}`)).toHaveLength(2);
    await expect(captureHold(deps, captureOf(input.holdId, 1_000))).rejects.toThrow(HoldNotActiveError);
  });

  it('gives a held balance back in one transaction, the hold released with the movement', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'credit', userUuid: bidder }, 5_000);
    const input = holdOf(bidder, { type: 'credit' });
    await placeHold(deps, input);

    const { answer, names } = await commandsDuring(deps, () => releaseHold(deps, input));

    expect(answer.status).toBe('released');
    expect(names).toEqual(['GetCommand HOLD', 'TransactWriteCommand']);
    expect((await balancesOf(deps, bidder)).creditCents).toBe(5_000);
  });

  it('shows a held coin in the subtotal but not in what is available, and captures at the hold’s rate', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'coin', userUuid: bidder, coin: 'ETH' }, 5_000_000);
    const input = holdOf(bidder, { type: 'coin', coin: 'ETH' }, 4_000);

    const { hold } = await placeHold(deps, input);

    const heldMicros = hold.coin?.micros ?? 0;
    expect(heldMicros).toBeGreaterThan(0);
    expect((await balancesOf(deps, bidder)).coins.ETH).toEqual({
      subtotal: 5_000_000,
      available: 5_000_000 - heldMicros,
    });

    clock.advance(10 * TIME_MS.minute);
    const { order } = await captureHold(deps, captureOf(input.holdId, 3_000));

    const gas = hold.fees.find((fee) => fee.kind === 'gas')?.amountCents ?? 0;
    const totalCents = 3_000 + 30 + gas;
    const rate = BigInt(hold.coin?.rateMicroUsd ?? 0);
    const micros = Number((BigInt(totalCents) * 10n ** 10n + rate - 1n) / rate);
    expect(order).toMatchObject({ totalCents, coin: { coin: 'ETH', micros, rateMicroUsd: Number(rate) } });
    expect((await balancesOf(deps, bidder)).coins.ETH).toEqual({
      subtotal: 5_000_000 - micros,
      available: 5_000_000 - micros,
    });
  });

  it('refuses a hold the balance cannot cover, leaving nothing behind', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: bidder }, 2_999);
    const input = holdOf(bidder, { type: 'usd' });
    await expect(placeHold(deps, input)).rejects.toThrow(messages.chooseAnotherPaymentMethod);
    expect(await getHold(deps.db, input.holdId)).toBeUndefined();
  });

  it('holds once when the same hold arrives many times at once', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: bidder }, 10_000);
    const input = holdOf(bidder, { type: 'usd' });
    const results = await Promise.all(Array.from({ length: 6 }, () => placeHold(deps, input)));
    expect(results.every((result) => result.status === 'held')).toBe(true);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: bidder })).toBe(7_000);
    await expect(placeHold(deps, { ...input, amountCents: 3_100 })).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
  });

  it('holds a balance in one transaction, the hold written held with its movement, nothing pending first', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: bidder }, 10_000);
    const input = holdOf(bidder, { type: 'usd' });
    const { answer, names } = await commandsDuring(deps, () => placeHold(deps, input));

    expect(answer.status).toBe('held');
    // The hold's id is read (a retry answers it), then the movement with the hold written held.
    expect(names).toEqual(['GetCommand HOLD', 'TransactWriteCommand']);
    expect(await getHold(deps.db, input.holdId)).toMatchObject({ status: 'held' });
  });

  it('refuses one of two different holds racing under one id, holding once', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: bidder }, 10_000);
    const input = holdOf(bidder, { type: 'usd' });
    const results = await Promise.allSettled([
      placeHold(deps, input),
      placeHold(deps, { ...input, amountCents: input.amountCents + 100 }),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(IdempotencyKeyReusedError);
    const held = await getHold(deps.db, input.holdId);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: bidder })).toBe(10_000 - (held?.totalCents ?? 0));
  });

  it('lets exactly one of a capture and a release racing for a hold win', async () => {
    const bidder = await newUser(deps);
    const rounds = 4;
    const holdCents = 3_000;
    // Enough for the capture to win every round (which side wins is the race's): 10,000 failed the fourth hold
    // whenever the first three captures won.
    const fundedCents = rounds * holdCents;
    await fund(deps, { kind: 'usd', userUuid: bidder }, fundedCents);
    for (let round = 0; round < rounds; round++) {
      const input = holdOf(bidder, { type: 'usd' }, holdCents);
      await placeHold(deps, input);
      const capture = captureOf(input.holdId, holdCents);
      const [captured, released] = await Promise.allSettled([
        captureHold(deps, capture),
        releaseHold(deps, input),
      ]);

      const hold = await getHold(deps.db, input.holdId);
      if (hold?.status === 'captured') {
        expect(captured.status).toBe('fulfilled');
        expect(released).toMatchObject({ status: 'rejected', reason: expect.any(HoldNotActiveError) });
      } else {
        expect(hold?.status).toBe('released');
        expect(captured).toMatchObject({ status: 'rejected', reason: expect.any(HoldNotActiveError) });
        expect(await getOrder(deps.db, capture.orderId)).toBeUndefined();
      }
    }
    const spent = fundedCents - (await balanceOf(deps, { kind: 'usd', userUuid: bidder }));
    const orders = (await listTransactionsOfYear(deps.db, bidder, 2026)).length;
    expect(spent).toBe(orders * holdCents);
  });

  it('answers the same order to a retried capture, and refuses another capture of it', async () => {
    const bidder = await newUser(deps);
    await fund(deps, { kind: 'usd', userUuid: bidder }, 10_000);
    const input = holdOf(bidder, { type: 'usd' });
    await placeHold(deps, input);
    const capture = captureOf(input.holdId, 2_000);
    const [first, second] = await Promise.all([captureHold(deps, capture), captureHold(deps, capture)]);
    expect(second.order).toEqual(first.order);
    expect(await captureHold(deps, capture)).toMatchObject({ replayed: true, order: first.order });
    await expect(captureHold(deps, { ...capture, amountCents: 2_500 })).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
    expect(await movementsOf(deps.db, `hold:${input.holdId}`)).toHaveLength(2);
  });
});

describe('holds for bids on cards', () => {
  it('authorizes the bid plus the card fee, then captures less with its fee', async () => {
    const bidder = await newUser(deps);
    const { cardId, sourceId } = await saveCard(deps, bidder);
    const input = holdOf(bidder, { type: 'card', cardId }, 10_000);

    const { hold } = await placeHold(deps, input);

    expect(hold).toMatchObject({
      status: 'held',
      totalCents: 10_320,
      paymentId: expect.stringMatching(/^pay_/),
    });
    expect(processor.calls.at(-1)).toEqual({
      method: 'authorize',
      args: [sourceId, 10_320, `hold:${input.holdId}`],
    });
    const { order } = await captureHold(deps, captureOf(input.holdId, 5_000));
    const fee = deps.cards.cardFee(5_000);
    expect(order).toMatchObject({
      totalCents: 5_000 + fee,
      paymentId: hold.paymentId,
      lineItem: { last4: '4242' },
    });
    const [payment] = (await sandboxPayments(deps.db)).filter(
      (p) => p.pk === `CARD_SANDBOX_PAYMENT#${hold.paymentId}`,
    );
    expect(payment).toMatchObject({ authorizedCents: 10_320, capturedCents: 5_000 + fee });
  });

  it('finishes a capture whose first try stopped after the processor captured, capturing once', async () => {
    const bidder = await newUser(deps);
    const { cardId } = await saveCard(deps, bidder);
    const input = holdOf(bidder, { type: 'card', cardId }, 4_000);
    const { hold } = await placeHold(deps, input);
    const capture = captureOf(input.holdId, 4_000);
    const processorCapture = deps.cards.capture;
    deps.cards.capture = async (...args) => {
      await processorCapture(...args);
      throw new Error('network lost after the capture');
    };
    await expect(captureHold(deps, capture)).rejects.toThrow('network lost');
    deps.cards.capture = processorCapture;
    expect((await getHold(deps.db, input.holdId))?.status).toBe('capturing');

    const { order } = await captureHold(deps, capture);

    expect(order).toMatchObject({ status: 'paid', totalCents: hold.totalCents });
    const [payment] = (await sandboxPayments(deps.db)).filter(
      (p) => p.pk === `CARD_SANDBOX_PAYMENT#${hold.paymentId}`,
    );
    expect(payment).toMatchObject({ capturedCents: hold.totalCents, refundableCents: hold.totalCents });
    expect(await movementsOf(deps.db, `hold:${input.holdId}`)).toHaveLength(1);
  });

  it('voids the authorization on release; a declined card answers Payment failed.', async () => {
    const bidder = await newUser(deps);
    const { cardId, sourceId } = await saveCard(deps, bidder);
    const input = holdOf(bidder, { type: 'card', cardId });
    const { hold } = await placeHold(deps, input);
    await releaseHold(deps, input);
    await releaseHold(deps, input);
    const [payment] = (await sandboxPayments(deps.db)).filter(
      (p) => p.pk === `CARD_SANDBOX_PAYMENT#${hold.paymentId}`,
    );
    expect(payment).toMatchObject({ voided: true, capturedCents: 0 });

    processor.declining.add(sourceId);
    const declined = await placeHold(deps, holdOf(bidder, { type: 'card', cardId }));
    expect(declined).toMatchObject({
      status: 'declined',
      message: messages.paymentFailed,
      hold: { status: 'declined' },
    });
    expect((await releaseHold(deps, { holdId: declined.hold.id })).status).toBe('declined');
  });

  it("refuses a card hold while 'bid with card' is off", async () => {
    const bidder = await newUser(deps);
    const { cardId } = await saveCard(deps, bidder);
    deps.flags.bidWithCreditCardEnabled = false;
    try {
      await expect(placeHold(deps, holdOf(bidder, { type: 'card', cardId }))).rejects.toThrow(
        PaymentMethodUnavailableError,
      );
    } finally {
      deps.flags.bidWithCreditCardEnabled = true;
    }
    expect((await placeHold(deps, holdOf(bidder, { type: 'card', cardId }))).status).toBe('held');
  });

  it('keeps the ledger whole', async () => {
    expect(await ledgerViolations(deps.db)).toEqual([]);
  });
});
