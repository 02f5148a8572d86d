import { describe, expect, it } from 'vitest';
import { getCardDeclines, listCards } from '../../functions/data/card';
import { settleCardChallenge } from '../../functions/domain/cards/three-ds';
import { decideSandboxChallenge } from '../../functions/lib/adapters/sandbox-card-processor';
import type { ChallengeOutcome } from '../../functions/lib/ports/card-processor';
import { CARD_PROVIDER_SUCCESS_WINDOW_MS } from '../../shared/domain/constants';
import { type SignedInUser, signedInUser } from '../integration/account/support';
import { addTestCard, TEST_CARDS } from '../integration/payments/support';
import { afterAChallengeRound, settledStates, setUpWorkflowRuntime } from './support';

const local = setUpWorkflowRuntime();
const { clock } = local;

/** Adds the 3-D Secure test card: answers the pending card, its session and its execution. */
async function addChallengeCard(user: SignedInUser) {
  const added = await addTestCard(local.runtime.deps, user, TEST_CARDS.challenge);
  expect(added.body.status).toBe('challenge');
  const sessionId = decodeURIComponent(added.body.redirect_url.split('/').pop());
  const [card] = await listCards(local.db, user.user.uuid);
  if (card?.status !== 'pending') throw new Error('no pending card');
  const executionArn = `arn:aws:states:us-east-1:000000000000:execution:3-d-secure:card-${card.id}`;
  return { card, sessionId, executionArn };
}

const settled = (executionArn: string) => settledStates(local.runtime, executionArn);
const afterARound = (executionArn: string) => afterAChallengeRound(local.runtime, executionArn);

const declinesOf = async (user: SignedInUser, fingerprint: string) =>
  (await getCardDeclines(local.db, user.user.uuid, fingerprint))?.declines ?? 0;

describe('the 3-d-secure workflow', () => {
  it('activates the card as the default when the challenge is approved, without validate-3ds', async () => {
    const alice = await signedInUser(local.runtime.deps);
    const { sessionId, executionArn } = await addChallengeCard(alice);
    await afterARound(executionArn);

    await decideSandboxChallenge(local.db, sessionId, 'approved');

    expect(await settled(executionArn)).toContain('FinishChallenge');
    const listed = await alice.call('GET', '/api/payments/payment-methods');
    expect(listed.body.cards).toEqual([
      expect.objectContaining({ last_four_numbers: '3220', default: true }),
    ]);
    // The cardholder coming back afterwards is told the same.
    const validated = await alice.call('POST', '/api/payments/validate-3ds', { 'cko-session-id': sessionId });
    expect(validated.body).toEqual({ outcome: 'success', card: listed.body.cards[0] });
  });

  it('drops a declined card and counts the decline; drops a cancelled one without counting', async () => {
    for (const [outcome, declines] of [
      ['declined', 1],
      ['cancelled', 0],
    ] as const) {
      const bob = await signedInUser(local.runtime.deps);
      const { card, sessionId, executionArn } = await addChallengeCard(bob);

      await decideSandboxChallenge(local.db, sessionId, outcome);

      expect(await settled(executionArn)).toContain('FinishChallenge');
      expect(await listCards(local.db, bob.user.uuid)).toEqual([]);
      expect(await declinesOf(bob, card.fingerprint)).toBe(declines);
    }
  });

  it("drops a card whose challenge is never finished when the provider's 60-minute window closes", async () => {
    const carol = await signedInUser(local.runtime.deps);
    const { card, sessionId, executionArn } = await addChallengeCard(carol);
    await afterARound(executionArn);

    clock.advance(CARD_PROVIDER_SUCCESS_WINDOW_MS - 1_000);
    await afterARound(executionArn);
    expect((await listCards(local.db, carol.user.uuid)).map((pending) => pending.status)).toEqual([
      'pending',
    ]);
    clock.advance(1_000);

    expect(await settled(executionArn)).toContain('ExpireChallenge');
    expect(await listCards(local.db, carol.user.uuid)).toEqual([]);
    expect(await declinesOf(carol, card.fingerprint)).toBe(0);
    const late = await carol.call('POST', '/api/payments/validate-3ds', { 'cko-session-id': sessionId });
    expect(late.status).toBe(404);
  });

  it('stops once validate-3ds finished the card first', async () => {
    const dave = await signedInUser(local.runtime.deps);
    const { sessionId, executionArn } = await addChallengeCard(dave);
    await afterARound(executionArn);

    // Back without finishing the challenge: cancelled, and the card goes.
    const validated = await dave.call('POST', '/api/payments/validate-3ds', { 'cko-session-id': sessionId });

    expect(validated.body).toEqual({ outcome: 'cancel' });
    const states = await settled(executionArn);
    expect(states.at(-1)).toBe('Settled');
    expect(states).not.toContain('FinishChallenge');
  });

  it('races validate-3ds: a declined card is dropped and its decline counted once', async () => {
    const erin = await signedInUser(local.runtime.deps);
    const { card, sessionId, executionArn } = await addChallengeCard(erin);

    await decideSandboxChallenge(local.db, sessionId, 'declined');
    const answers = await Promise.all(
      [1, 2, 3].map(() => erin.call('POST', '/api/payments/validate-3ds', { 'cko-session-id': sessionId })),
    );
    await settled(executionArn);

    // Each caller either finished the card ('error') or found it gone already (404).
    expect(answers.every((answer) => answer.status === 404 || answer.body.outcome === 'error')).toBe(true);
    expect(await declinesOf(erin, card.fingerprint)).toBe(1);
    expect(await listCards(local.db, erin.user.uuid)).toEqual([]);
  });

  it('races validate-3ds: an approved card is activated once, and every caller is told success', async () => {
    const frank = await signedInUser(local.runtime.deps);
    const { card, sessionId, executionArn } = await addChallengeCard(frank);

    await decideSandboxChallenge(local.db, sessionId, 'approved');
    const answers = await Promise.all(
      [1, 2, 3].map(() => frank.call('POST', '/api/payments/validate-3ds', { 'cko-session-id': sessionId })),
    );
    await settled(executionArn);

    for (const answer of answers) {
      expect(answer.body).toEqual({ outcome: 'success', card: expect.objectContaining({ id: card.id }) });
    }
    const cards = await listCards(local.db, frank.user.uuid);
    expect(cards.map(({ status, isDefault }) => ({ status, isDefault }))).toEqual([
      { status: 'active', isDefault: true },
    ]);
  });

  it('settles a card once however many finish it at the same time', async () => {
    for (const outcome of ['declined', 'approved'] as ChallengeOutcome[]) {
      const grace = await signedInUser(local.runtime.deps);
      const { card, sessionId } = await addChallengeCard(grace);
      await decideSandboxChallenge(local.db, sessionId, outcome);

      const results = await Promise.all(
        Array.from({ length: 6 }, () => settleCardChallenge(local.runtime.deps, card, outcome)),
      );

      const expected =
        outcome === 'declined' ? { outcome: 'error' } : expect.objectContaining({ outcome: 'success' });
      for (const result of results) expect(result).toEqual(expected);
      expect(await declinesOf(grace, card.fingerprint)).toBe(outcome === 'declined' ? 1 : 0);
    }
  });
});
