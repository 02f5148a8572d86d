import { beforeAll, describe, expect, it } from 'vitest';
import { getCard, listCards, listTakenCardSlots } from '../../../functions/data/card';
import type { Db } from '../../../functions/data/db';
import type { Deps } from '../../../functions/lib/deps';
import { MAX_CARDS_PER_USER } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { addTestCard, otherCard, TEST_CARDS } from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

type CardView = { id: string; last_four_numbers: string; default: boolean };

describe('DELETE /payments/payment-methods/{id}', () => {
  it('removes a card, frees its slot and moves the default to another active card', async () => {
    const alice = await signedInUser(deps);
    const first: CardView = (await addTestCard(deps, alice, otherCard(1))).body.card;
    const second: CardView = (await addTestCard(deps, alice, otherCard(2))).body.card;
    expect(first.default).toBe(true);

    const answer = await alice.call('DELETE', `/api/payments/payment-methods/${first.id}`);

    expect(answer.status).toBe(200);
    expect(answer.body.cards).toEqual([{ ...second, default: true }]);
    expect(await getCard(db, alice.user.uuid, first.id)).toBeUndefined();
    expect(await listTakenCardSlots(db, alice.user.uuid)).toHaveLength(1);
  });

  it('lets a user at the card limit remove one and add another', async () => {
    const bob = await signedInUser(deps);
    const cards: CardView[] = [];
    for (let n = 0; n < MAX_CARDS_PER_USER; n++)
      cards.push((await addTestCard(deps, bob, otherCard(n))).body.card);
    expect((await addTestCard(deps, bob, otherCard(9))).body.detail).toBe(messages.maxCardsReached);

    const removed = await bob.call('DELETE', `/api/payments/payment-methods/${cards[2]?.id}`);
    expect(removed.body).toMatchObject({ can_add: true });
    expect(removed.body.cards).toHaveLength(MAX_CARDS_PER_USER - 1);

    expect((await addTestCard(deps, bob, otherCard(9))).body).toMatchObject({ status: 'added' });
    const listed = await bob.call('GET', '/api/payments/payment-methods');
    expect(listed.body).toMatchObject({ can_add: false });
    expect(listed.body.cards.filter((card: CardView) => card.default)).toHaveLength(1);
  });

  it('removes a card still pending its 3-D Secure challenge, with its slot', async () => {
    const carol = await signedInUser(deps);
    const challenge = await addTestCard(deps, carol, TEST_CARDS.challenge);
    expect(challenge.body.status).toBe('challenge');
    // A pending card is not a payment method yet: GET /payment-methods does not list it.
    const [pending] = await listCards(db, carol.user.uuid);
    expect(pending?.status).toBe('pending');
    expect(await listTakenCardSlots(db, carol.user.uuid)).toHaveLength(1);

    const answer = await carol.call('DELETE', `/api/payments/payment-methods/${pending?.id}`);

    expect(answer.status).toBe(200);
    expect(answer.body.cards).toEqual([]);
    expect(await listTakenCardSlots(db, carol.user.uuid)).toEqual([]);
  });

  it("answers 404 for another user's card or an unknown one", async () => {
    const alice = await signedInUser(deps);
    const mallory = await signedInUser(deps);
    const card: CardView = (await addTestCard(deps, alice)).body.card;
    for (const id of [card.id, 'card_unknown']) {
      expect((await mallory.call('DELETE', `/api/payments/payment-methods/${id}`)).status).toBe(404);
    }
    expect((await alice.call('GET', '/api/payments/payment-methods')).body.cards).toHaveLength(1);
  });
});

describe('POST /payments/add-payment-method with a card saved already', () => {
  it("answers 409 'This card is already saved to your account.' and saves nothing", async () => {
    const dave = await signedInUser(deps);
    expect((await addTestCard(deps, dave)).status).toBe(200);

    const again = await addTestCard(deps, dave);

    expect(again).toMatchObject({
      status: 409,
      body: { detail: messages.cardAlreadyAdded, code: 'card_already_added' },
    });
    expect((await dave.call('GET', '/api/payments/payment-methods')).body.cards).toHaveLength(1);
    // Another user may save the same card.
    expect((await addTestCard(deps, await signedInUser(deps))).status).toBe(200);
  });
});
