import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { cardChallengeSandboxPage } from '../../../scripts/local-cloud/sandbox-pages/cards';
import { MAX_CARDS_PER_USER } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { addCardBody, addTestCard, otherCard, TEST_CARDS, tokenize } from './support';

let db: Db;
let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock } = createTestDeps(db));
});

const pausedFor24Hours =
  'Your card has been declined at least 5 times. Due to recent activity your card has been paused for 24 hours.';

/** The tester's button on the challenge page; answers where the page sends the cardholder. */
async function answerChallenge(redirectUrl: string, choice: 'complete' | 'fail' | 'cancel') {
  const sessionId = decodeURIComponent(redirectUrl.split('/').pop() ?? '');
  const page = await cardChallengeSandboxPage(deps, { method: 'POST', sessionId, choice });
  return { sessionId, next: /url=([^"]+)"/.exec(page.html)?.[1] };
}

describe('sandbox hosted fields', () => {
  it('tokenizes a test card, answering token, last4 and scheme', async () => {
    expect(await tokenize(deps, TEST_CARDS.approved)).toEqual({
      status: 201,
      body: { token: expect.stringMatching(/^tok_/), last4: '4242', scheme: 'visa' },
    });
    expect((await tokenize(deps, TEST_CARDS.amex)).body).toMatchObject({ last4: '0005', scheme: 'amex' });
  });

  it("answers 422 'Please use another card' when tokenization fails", async () => {
    const failing = [
      await tokenize(deps, TEST_CARDS.tokenizationFails),
      await tokenize(deps, '4242 4242 4242 4241'),
      await tokenize(deps, TEST_CARDS.approved, { expiry_year: '2025' }),
      await tokenize(deps, TEST_CARDS.approved, { cvv: '1' }),
    ];
    for (const answer of failing)
      expect(answer).toEqual({ status: 422, body: { detail: messages.useAnotherCard } });
  });
});

describe('POST /payments/add-payment-method', () => {
  it('adds 4242 without a challenge; the first card is the default and is listed', async () => {
    const alice = await signedInUser(deps);
    const added = await addTestCard(deps, alice);

    expect(added.status).toBe(200);
    const card = {
      id: expect.any(String),
      cc_processor_payment_id: expect.stringMatching(/^src_/),
      scheme: 'visa',
      last_four_numbers: '4242',
      cc_expiry: '12/30',
      default: true,
      is_temporary_blocked: false,
    };
    expect(added.body).toEqual({ status: 'added', card });
    const listed = await alice.call('GET', '/api/payments/payment-methods');
    expect(listed.body).toEqual({ cards: [card], can_add: true, blocked_seconds: 0 });

    const second = await addTestCard(deps, alice, TEST_CARDS.amex);
    expect(second.body.card).toMatchObject({ scheme: 'amex', default: false });
  });

  it('takes a token once', async () => {
    const alice = await signedInUser(deps);
    const { body } = await tokenize(deps, TEST_CARDS.approved);
    expect(
      (await alice.call('POST', '/api/payments/add-payment-method', addCardBody(body.token))).status,
    ).toBe(200);
    const again = await alice.call('POST', '/api/payments/add-payment-method', addCardBody(body.token));
    expect(again).toMatchObject({ status: 400, body: { detail: messages.useAnotherCard } });
  });

  it('keeps a 3-D Secure card pending until validate-3ds says success', async () => {
    const alice = await signedInUser(deps);
    const added = await addTestCard(deps, alice, TEST_CARDS.challenge);
    expect(added.body).toEqual({
      status: 'challenge',
      redirect_url: expect.stringMatching(/^\/sandbox\/cards\/challenge\/sid_/),
      cc_processor_payment_id: expect.stringMatching(/^src_/),
    });
    expect((await alice.call('GET', '/api/payments/payment-methods')).body.cards).toEqual([]);

    const { sessionId, next } = await answerChallenge(added.body.redirect_url, 'complete');
    expect(next).toBe(`http://localhost:3000/app/3ds-success?cko-session-id=${sessionId}`);
    const validated = await alice.call('POST', '/api/payments/validate-3ds', {
      'cko-session-id': sessionId,
      action: 'card',
    });

    expect(validated.body).toEqual({
      outcome: 'success',
      card: expect.objectContaining({ last_four_numbers: '3220', default: true }),
    });
    const listed = await alice.call('GET', '/api/payments/payment-methods');
    expect(listed.body.cards).toEqual([validated.body.card]);
  });

  it('answers error when the challenge fails and cancel when it is cancelled, and drops the card', async () => {
    const alice = await signedInUser(deps);
    for (const [choice, outcome] of [
      ['fail', 'error'],
      ['cancel', 'cancel'],
    ] as const) {
      const added = await addTestCard(deps, alice, TEST_CARDS.challenge);
      const { sessionId, next } = await answerChallenge(added.body.redirect_url, choice);
      expect(next).toContain('/app/3ds-failure?cko-session-id=');
      const validated = await alice.call('POST', '/api/payments/validate-3ds', {
        'cko-session-id': sessionId,
      });
      expect(validated.body).toEqual({ outcome });
    }
    expect((await alice.call('GET', '/api/payments/payment-methods')).body.cards).toEqual([]);
  });

  it("answers 404 for a 3-D Secure session of another user's card", async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    const added = await addTestCard(deps, alice, TEST_CARDS.challenge);
    const { sessionId } = await answerChallenge(added.body.redirect_url, 'complete');
    const stolen = await bob.call('POST', '/api/payments/validate-3ds', { 'cko-session-id': sessionId });
    expect(stolen.status).toBe(404);
  });

  it('answers 400 on a decline; the 5th decline pauses the card for 24 hours', async () => {
    const alice = await signedInUser(deps);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const declined = await addTestCard(deps, alice, TEST_CARDS.declined);
      expect(declined).toMatchObject({
        status: 400,
        body: { detail: messages.useAnotherCard, code: 'card_declined' },
      });
    }
    const fifth = await addTestCard(deps, alice, TEST_CARDS.declined);
    expect(fifth).toMatchObject({ status: 400, body: { detail: pausedFor24Hours, code: 'card_paused' } });

    clock.advance(60 * 60_000);
    const paused = await addTestCard(deps, alice, TEST_CARDS.declined);
    expect(paused.body.detail).toBe(pausedFor24Hours.replace('24 hours', '23 hours'));
    expect((await alice.call('GET', '/api/payments/payment-methods')).body.blocked_seconds).toBe(23 * 3600);
    // Another card, and another user with the same card, are not paused.
    expect((await addTestCard(deps, alice)).status).toBe(200);
    const bob = await signedInUser(deps);
    expect((await addTestCard(deps, bob, TEST_CARDS.declined)).body.code).toBe('card_declined');
  });

  it('refuses a card past the maximum count', async () => {
    const alice = await signedInUser(deps);
    for (let added = 0; added < MAX_CARDS_PER_USER; added++) {
      expect((await addTestCard(deps, alice, otherCard(added))).status).toBe(200);
    }
    expect((await alice.call('GET', '/api/payments/payment-methods')).body.can_add).toBe(false);
    const oneMore = await addTestCard(deps, alice, otherCard(MAX_CARDS_PER_USER));
    expect(oneMore).toMatchObject({ status: 400, body: { detail: messages.maxCardsReached } });
  });

  it('never passes the maximum when cards are added at the same moment, 3-D Secure ones included', async () => {
    const bob = await signedInUser(deps);
    for (let added = 0; added < MAX_CARDS_PER_USER - 2; added++)
      await addTestCard(deps, bob, otherCard(added));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addTestCard(deps, bob, i === 0 ? TEST_CARDS.challenge : otherCard(MAX_CARDS_PER_USER + i)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 400, body: { detail: messages.maxCardsReached } });
    }
    const { body } = await bob.call('GET', '/api/payments/payment-methods');
    expect(body.cards.length).toBeLessThanOrEqual(MAX_CARDS_PER_USER);
    expect(body.cards.filter((card: { default: boolean }) => card.default)).toHaveLength(1);
  });

  it("answers the card form's messages", async () => {
    const alice = await signedInUser(deps);
    const answer = await alice.call('POST', '/api/payments/add-payment-method', {
      token: 'tok_x',
      name: ' ',
      country: '',
      zipCode: '1',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Required name' },
        { field: 'country', message: 'Required country' },
        { field: 'zipCode', message: 'Required code' },
      ]),
    );
  });
});

describe('PATCH /payments/set-default-card', () => {
  it('flips the default in one go and answers the list', async () => {
    const alice = await signedInUser(deps);
    const first = (await addTestCard(deps, alice)).body.card;
    const second = (await addTestCard(deps, alice, TEST_CARDS.amex)).body.card;

    const answer = await alice.call('PATCH', '/api/payments/set-default-card', {
      cc_processor_payment_id: second.cc_processor_payment_id,
    });

    expect(answer.status).toBe(200);
    const defaults = Object.fromEntries(
      answer.body.cards.map((card: { id: string; default: boolean }) => [card.id, card.default]),
    );
    expect(defaults).toEqual({ [first.id]: false, [second.id]: true });
  });

  it("answers 404 for another user's card or an unknown one", async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    const card = (await addTestCard(deps, alice)).body.card;
    for (const id of [card.cc_processor_payment_id, 'src_unknown']) {
      const answer = await bob.call('PATCH', '/api/payments/set-default-card', {
        cc_processor_payment_id: id,
      });
      expect(answer.status).toBe(404);
    }
  });
});

describe('GET /payments/card_fee', () => {
  it('answers 2.9% + $0.30 in USD', async () => {
    const alice = await signedInUser(deps);
    expect((await alice.call('GET', '/api/payments/card_fee?amount=100')).body).toEqual({ fee: 3.2 });
    expect((await alice.call('GET', '/api/payments/card_fee?amount=15.50')).body).toEqual({ fee: 0.75 });
    expect((await alice.call('GET', '/api/payments/card_fee?amount=0')).body).toEqual({ fee: 0 });
    expect((await alice.call('GET', '/api/payments/card_fee?amount=1.234')).status).toBe(400);
    expect((await alice.call('GET', '/api/payments/card_fee')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await callApi(deps, 'GET', '/api/payments/card_fee?amount=1')).status).toBe(401);
  });
});
