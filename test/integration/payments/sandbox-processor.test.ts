import { beforeAll, describe, expect, it } from 'vitest';
import { decideSandboxChallenge } from '../../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../../functions/lib/deps';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { TEST_CARDS, tokenize } from './support';

let deps: Deps;
const urls = { successUrl: 'http://localhost/ok', failureUrl: 'http://localhost/no' };

beforeAll(async () => {
  deps = createTestDeps(await createTestDb()).deps;
});

async function sourceOf(number: string) {
  const { body } = await tokenize(deps, number);
  const details = await deps.cards.verifyToken(body.token);
  if (!details) throw new Error('token not verified');
  return details;
}

describe('the sandbox card processor', () => {
  it('gives the same fingerprint to every token of a card, and spends a token once', async () => {
    const { body } = await tokenize(deps, TEST_CARDS.approved);
    const first = await deps.cards.verifyToken(body.token);
    expect(first).toMatchObject({ last4: '4242', scheme: 'visa', expiryMonth: 12, expiryYear: 2030 });
    expect(await deps.cards.verifyToken(body.token)).toBeUndefined();
    expect((await sourceOf(TEST_CARDS.approved)).fingerprint).toBe(first?.fingerprint);
    expect((await sourceOf(TEST_CARDS.amex)).fingerprint).not.toBe(first?.fingerprint);
  });

  it('charges once per reference, and captures and refunds within what it holds', async () => {
    const { sourceId } = await sourceOf(TEST_CARDS.approved);
    const charged = await deps.cards.charge(sourceId, 1_000, 'order-1', urls);
    expect(charged).toEqual({ status: 'approved', paymentId: expect.stringMatching(/^pay_/) });
    expect(await deps.cards.charge(sourceId, 1_000, 'order-1', urls)).toEqual(charged);
    if (charged.status !== 'approved') return;
    await deps.cards.refund(charged.paymentId, 400);
    await expect(deps.cards.refund(charged.paymentId, 601)).rejects.toThrow();

    const held = await deps.cards.authorize(sourceId, 2_000, 'bid-1');
    if (held.status !== 'approved') throw new Error('not authorized');
    await expect(deps.cards.refund(held.paymentId, 1)).rejects.toThrow();
    await expect(deps.cards.capture(held.paymentId, 2_001)).rejects.toThrow();
    await deps.cards.capture(held.paymentId, 1_500);
    await deps.cards.refund(held.paymentId, 1_500);
  });

  it('declines payments with the declining test card', async () => {
    const { sourceId } = await sourceOf(TEST_CARDS.declined);
    expect(await deps.cards.charge(sourceId, 1_000, 'order-2', urls)).toEqual({ status: 'declined' });
  });

  it('saves the charge-declining test card, then declines its charges and holds', async () => {
    const { sourceId } = await sourceOf(TEST_CARDS.chargeDeclined);
    expect(await deps.cards.addCard(sourceId, urls)).toEqual({ status: 'added' });
    expect(await deps.cards.charge(sourceId, 1_000, 'order-3', urls)).toEqual({ status: 'declined' });
    expect(await deps.cards.authorize(sourceId, 1_000, 'bid-3')).toEqual({ status: 'declined' });
  });

  it('charges the challenge card behind a challenge: captured once approved, let go once declined', async () => {
    const { sourceId } = await sourceOf(TEST_CARDS.challenge);
    const charged = await deps.cards.charge(sourceId, 1_000, 'order-4', urls);
    if (charged.status !== 'challenge') throw new Error(`not challenged: ${charged.status}`);
    expect(charged.redirectUrl).toBe(`/sandbox/cards/challenge/${charged.sessionId}`);
    // A retried reference answers the same challenge; nothing can be refunded before the approval.
    expect(await deps.cards.charge(sourceId, 1_000, 'order-4', urls)).toEqual(charged);
    expect(await deps.cards.challengeStatus(charged.sessionId, sourceId)).toBe('pending');
    await expect(deps.cards.refund(charged.paymentId, 1)).rejects.toThrow();

    expect(await decideSandboxChallenge(deps.db, charged.sessionId, 'approved')).toBe(
      `http://localhost/ok?cko-session-id=${charged.sessionId}`,
    );
    expect(await deps.cards.challengeStatus(charged.sessionId, sourceId)).toBe('approved');
    await deps.cards.refund(charged.paymentId, 1_000);

    const refused = await deps.cards.charge(sourceId, 500, 'order-5', urls);
    if (refused.status !== 'challenge') throw new Error('not challenged');
    await decideSandboxChallenge(deps.db, refused.sessionId, 'declined');
    expect(await deps.cards.challengeStatus(refused.sessionId, sourceId)).toBe('declined');
    await expect(deps.cards.refund(refused.paymentId, 1)).rejects.toThrow();
    // Holds are never challenged.
    expect(await deps.cards.authorize(sourceId, 1_000, 'bid-4')).toMatchObject({ status: 'approved' });
  });
});
