import { beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { type GiftRecord, getGift, giftOrderId, putNewGift } from '../../../functions/data/gift';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem, lockItemForSale } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { getUserByEmail } from '../../../functions/data/user';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { renderMessage } from '../../../functions/events/consumers/mailer';
import { decideSandboxChallenge } from '../../../functions/lib/adapters/sandbox-card-processor';
import { toEnvelope } from '../../../scripts/local-cloud/event-bus';
import { TIME_MS } from '../../../shared/domain/constants';
import { HistoryKind } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { lastEvent, signUp } from '../auth/flow';
import { bidder } from '../bids/support';
import { putCatalogNfts } from '../collection/support';
import { balanceOf, saveCard, saveChallengeCard, TEST_CARDS } from '../payment-service/support';
import { callAs } from '../purchases/auction-support';
import { giveClaimed, listingBody } from '../resale/support';
import {
  cardGift,
  claimEmail,
  giftPath,
  pendingOf,
  reclaimPath,
  relayEmailVerified,
  usdGift,
} from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = catalog.nfts.find((candidate) => candidate.id === 'nft-signed-tour-poster') as NftRecord;

let giver: SignedInUser;
let receiver: SignedInUser;
let nextSequence = 1;

beforeAll(async () => {
  giver = await bidder(deps, 10_000);
  receiver = await signedInUser();
});

/** A user whose address is taken as sign-up takes it, so a gift to it finds the account. */
async function signedInUser() {
  const user = await bidder(deps, 0);
  await claimEmail(deps, user);
  return user;
}

/** A new edition of the poster owned by `owner`; answers its item id. */
async function ownedItem(owner: SignedInUser = giver): Promise<string> {
  const sequence = nextSequence++;
  await giveClaimed(deps, nft, sequence, owner.user.uuid);
  return `${nft.id}-${sequence}`;
}

const usd = (user: SignedInUser) => balanceOf(deps, { kind: 'usd', userUuid: user.user.uuid });
const historyKinds = async (user: SignedInUser, itemId: string) => {
  const answer = await user.call('GET', '/api/nft/mine/history');
  return (answer.body.results as { kind: string; is_gift: boolean; nft_item: { id: string } }[])
    .filter((row) => row.nft_item.id === itemId)
    .map((row) => [row.kind, row.is_gift]);
};
const itemPage = (user: SignedInUser, itemId: string) =>
  user.call('GET', `/api/nft/${nft.id}/item/${itemId}`);

describe('POST /api/nft/{itemId}/gift to a verified account', () => {
  it('charges the $1 fee and moves the item with both history lines and the notification', async () => {
    const itemId = await ownedItem();
    const before = await usd(giver);

    const answer = await giver.call('POST', giftPath(itemId), usdGift(receiver.user.email));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { nft_item: itemId, status: 'delivered', receiving_user_email: receiver.user.email, fee: 1 },
    });
    expect(await usd(giver)).toBe(before - 100);
    const item = await getNftItem(db, itemId);
    expect(item).toMatchObject({ owner: receiver.user.uuid, acquisition: { how: 'gift' } });
    expect(item?.lockedForOrder).toBeUndefined();
    expect(await historyKinds(giver, itemId)).toContainEqual([HistoryKind.giftSent, true]);
    expect(await historyKinds(receiver, itemId)).toContainEqual([HistoryKind.giftReceived, true]);
    const notices = await pendingOf(deps, 'NotificationRequested');
    expect(
      notices.some(
        (event) =>
          event.detail.user_uuid === receiver.user.uuid &&
          (event.detail.extra as { nft_item_uuid?: string } | undefined)?.nft_item_uuid === itemId,
      ),
    ).toBe(true);
    const transfers = await pendingOf(deps, 'MarketActivity');
    expect(
      transfers.some((event) => event.detail.kind === 'transfer' && event.detail.nft_item_id === itemId),
    ).toBe(true);
    // The receiver owns it now: they can gift it on, the giver cannot.
    expect((await itemPage(receiver, itemId)).body.can_gift).toBe(true);
    expect((await giver.call('POST', giftPath(itemId), usdGift('someone@example.com'))).status).toBe(403);
  });

  it('matches the address whatever its case', async () => {
    const itemId = await ownedItem();
    const answer = await giver.call('POST', giftPath(itemId), usdGift(receiver.user.email.toUpperCase()));
    expect(answer.body.data.status).toBe('delivered');
    expect((await getNftItem(db, itemId))?.owner).toBe(receiver.user.uuid);
  });

  it('answers a retry with the same Idempotency-Key with the same gift, charged once', async () => {
    const itemId = await ownedItem();
    const before = await usd(giver);
    const first = await callAs(deps, giver.user, giftPath(itemId), usdGift(receiver.user.email), 'gift-key');
    const again = await callAs(deps, giver.user, giftPath(itemId), usdGift(receiver.user.email), 'gift-key');
    expect(again.body).toEqual(first.body);
    expect(await usd(giver)).toBe(before - 100);
  });
});

describe('POST /api/nft/{itemId}/gift refusals', () => {
  it('validates the body with the spec messages', async () => {
    const itemId = await ownedItem();
    const post = (body: object) => giver.call('POST', giftPath(itemId), body);
    expect((await post({ ...usdGift(''), receiving_user_email: '' })).body.errors).toEqual([
      { field: 'receiving_user_email', message: messages.emailRequired },
    ]);
    expect((await post(usdGift('not-an-email'))).body.errors).toEqual([
      { field: 'receiving_user_email', message: messages.emailInvalid },
    ]);
    expect((await post({ ...usdGift('a@example.com'), payment_method: 7 })).body.errors).toEqual([
      { field: 'coin', message: messages.requiredField },
    ]);
    expect((await post({ ...usdGift('a@example.com'), payment_method: 99 })).status).toBe(400);
    expect((await getNftItem(db, itemId))?.lockedForOrder).toBeUndefined();
  });

  it("refuses the giver's own address, in any case", async () => {
    const itemId = await ownedItem();
    const answer = await giver.call('POST', giftPath(itemId), usdGift(giver.user.email.toUpperCase()));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'receiving_user_email', message: messages.giftOwnEmail }]);
    expect((await getNftItem(db, itemId))?.owner).toBe(giver.user.uuid);
  });

  it("refuses another user's item (403), an unknown one (404) and an anonymous caller (401)", async () => {
    const itemId = await ownedItem();
    const stranger = await bidder(deps, 10_000);
    const before = await usd(stranger);
    expect((await stranger.call('POST', giftPath(itemId), usdGift(receiver.user.email))).status).toBe(403);
    expect(await usd(stranger)).toBe(before);
    expect((await getNftItem(db, itemId))?.owner).toBe(giver.user.uuid);
    expect((await giver.call('POST', giftPath(`${nft.id}-9999`), usdGift(receiver.user.email))).status).toBe(
      404,
    );
    expect((await callApi(deps, 'POST', giftPath(itemId), usdGift(receiver.user.email))).status).toBe(401);
    expect((await stranger.call('POST', reclaimPath(itemId))).status).toBe(403);
    expect((await stranger.call('GET', giftPath(itemId))).status).toBe(403);
  });

  it("answers 'This NFT is not available for gift' for a listed item", async () => {
    const itemId = await ownedItem();
    const listed = await giver.call('POST', '/api/auction/create', listingBody(nft.id, itemId, 50));
    expect(listed.status).toBe(200);
    expect((await itemPage(giver, itemId)).body.can_gift).toBe(false);
    const answer = await giver.call('POST', giftPath(itemId), usdGift(receiver.user.email));
    expect(answer).toMatchObject({ status: 409, body: { detail: messages.giftNotAvailable } });
  });

  it('leaves the item with the giver when the card is declined', async () => {
    const declined = await bidder(deps, 0);
    await saveCard(deps, declined.user.uuid, TEST_CARDS.chargeDeclined);
    const itemId = await ownedItem(declined);

    const answer = await declined.call('POST', giftPath(itemId), cardGift(receiver.user.email));

    expect(answer).toMatchObject({ status: 400, body: { detail: messages.paymentFailed } });
    const item = await getNftItem(db, itemId);
    expect(item?.owner).toBe(declined.user.uuid);
    expect(item?.lockedForOrder).toBeUndefined();
    expect((await itemPage(declined, itemId)).body.can_gift).toBe(true);
    expect((await declined.call('GET', giftPath(itemId))).body).toEqual({ gift: null });
  });

  it('leaves the item with the giver when the balance is short', async () => {
    const poor = await bidder(deps, 50);
    const itemId = await ownedItem(poor);
    const answer = await poor.call('POST', giftPath(itemId), usdGift(receiver.user.email));
    expect(answer).toMatchObject({ status: 409, body: { detail: messages.chooseAnotherPaymentMethod } });
    expect((await getNftItem(db, itemId))?.lockedForOrder).toBeUndefined();
  });
});

describe('a card gift with 3-D Secure', () => {
  it('holds the item while the challenge runs and delivers it once validate-3ds settles the fee', async () => {
    const holder = await bidder(deps, 0);
    await saveChallengeCard(deps, holder.user.uuid);
    const itemId = await ownedItem(holder);

    const redirect = await callAs(
      deps,
      holder.user,
      giftPath(itemId),
      cardGift(receiver.user.email),
      'card-gift',
    );
    expect(redirect.body).toMatchObject({ status: 'redirect', payment_id: expect.any(String) });
    expect((await getNftItem(db, itemId))?.lockedForOrder).toBe(redirect.body.payment_id);
    expect((await holder.call('GET', giftPath(itemId))).body.gift).toMatchObject({ status: 'paying' });

    const session = decodeURIComponent(String(redirect.body.redirect_url).split('/').pop() ?? '');
    await decideSandboxChallenge(db, session, 'approved');
    const validated = await holder.call('POST', '/api/payments/validate-3ds', {
      'cko-session-id': session,
      cc_processor_payment_id: redirect.body.payment_id,
      action: 'buy',
    });
    expect(validated.body).toEqual({ outcome: 'success' });
    // The fee is paid; the giver's retry with the same key completes the gift.
    expect(await getOrder(db, redirect.body.payment_id)).toMatchObject({ status: 'paid' });

    const retried = await callAs(
      deps,
      holder.user,
      giftPath(itemId),
      cardGift(receiver.user.email),
      'card-gift',
    );
    expect(retried.body).toMatchObject({ status: 'success', data: { status: 'delivered' } });
    expect((await getNftItem(db, itemId))?.owner).toBe(receiver.user.uuid);
  });

  it('is completed by the recovery sweep when the giver never comes back after the challenge', async () => {
    const holder = await bidder(deps, 0);
    await saveChallengeCard(deps, holder.user.uuid);
    const itemId = await ownedItem(holder);
    const redirect = await callAs(deps, holder.user, giftPath(itemId), cardGift(receiver.user.email), 'left');
    const session = decodeURIComponent(String(redirect.body.redirect_url).split('/').pop() ?? '');

    await decideSandboxChallenge(db, session, 'approved');
    await sweepUnfinishedWork(deps, 0);

    expect((await getNftItem(db, itemId))?.owner).toBe(receiver.user.uuid);
    expect(await getOrder(db, redirect.body.payment_id)).toMatchObject({ status: 'paid' });
  });

  it('frees the item when the challenge is declined', async () => {
    const holder = await bidder(deps, 0);
    await saveChallengeCard(deps, holder.user.uuid);
    const itemId = await ownedItem(holder);
    const redirect = await callAs(deps, holder.user, giftPath(itemId), cardGift(receiver.user.email), 'no');
    const session = decodeURIComponent(String(redirect.body.redirect_url).split('/').pop() ?? '');

    await decideSandboxChallenge(db, session, 'declined');
    const retried = await callAs(deps, holder.user, giftPath(itemId), cardGift(receiver.user.email), 'no');

    expect(retried).toMatchObject({ status: 400, body: { detail: messages.paymentFailed } });
    const item = await getNftItem(db, itemId);
    expect(item?.owner).toBe(holder.user.uuid);
    expect(item?.lockedForOrder).toBeUndefined();
  });
});

describe('a gift its request left unfinished', () => {
  it('is charged once and delivered by the recovery sweep', async () => {
    const itemId = await ownedItem();
    const item = await getNftItem(db, itemId);
    if (!item) throw new Error('no item');
    const before = await usd(giver);
    // The request held the item and recorded the gift, then stopped before the charge.
    const gift: GiftRecord = {
      id: 'stopped-gift',
      orderId: giftOrderId('stopped-gift'),
      itemId,
      nftId: nft.id,
      title: nft.title,
      giverUuid: giver.user.uuid,
      receiverEmail: receiver.user.email,
      receiverUuid: null,
      status: 'paying',
      method: { type: 'usd' },
      fingerprint: 'f',
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
      paidAt: null,
    };
    await transactWrite(db, [putNewGift(db, gift), lockItemForSale(db, item, gift.orderId)]);
    expect((await itemPage(giver, itemId)).body.can_gift).toBe(false);

    await sweepUnfinishedWork(deps, 0);
    await sweepUnfinishedWork(deps, 0);

    expect((await getGift(db, gift.id))?.status).toBe('delivered');
    expect((await getNftItem(db, itemId))?.owner).toBe(receiver.user.uuid);
    expect(await usd(giver)).toBe(before - 100);
  });
});

describe('a gift to an address without an account', () => {
  it('waits, invites the address, blocks the item, and is delivered when that address signs up and verifies', async () => {
    const itemId = await ownedItem();
    const email = 'User7@Example.com';

    const answer = await giver.call('POST', giftPath(itemId), usdGift(email));

    expect(answer.body).toMatchObject({
      status: 'success',
      data: { status: 'pending', receiving_user_email: 'user7@example.com' },
    });
    const invitation = (await pendingOf(deps, 'GiftInvitationRequested')).find(
      (event) => event.detail.email === 'user7@example.com',
    );
    if (!invitation) throw new Error('no invitation');
    const mail = await renderMessage(toEnvelope(invitation, deps.env), deps);
    expect(mail).toMatchObject({ channel: 'email', to: 'user7@example.com' });
    expect(mail?.body).toContain(nft.title);
    expect(mail?.body).toContain('/app/sign-up');
    const page = await itemPage(giver, itemId);
    expect(page.body).toMatchObject({ can_gift: false, is_owner: true });
    expect((await giver.call('GET', giftPath(itemId))).body.gift).toMatchObject({ status: 'pending' });
    // Held: no listing, no visibility change, no second gift.
    expect(
      (await giver.call('POST', '/api/auction/create', listingBody(nft.id, itemId, 50))).status,
    ).not.toBe(200);
    expect((await giver.call('PATCH', `/api/nft/item/${itemId}`, { visibility: 'private' })).status).not.toBe(
      200,
    );
    expect((await giver.call('POST', giftPath(itemId), usdGift(receiver.user.email))).body.detail).toBe(
      messages.giftNotAvailable,
    );

    const account = await signUp(deps, 7);
    const newcomer = await getUserByEmail(db, account.email);
    // Signed up, not verified yet: the gift still waits.
    await relayEmailVerified(deps);
    expect((await getNftItem(db, itemId))?.owner).toBe(giver.user.uuid);

    const { code } = await lastEvent(deps, 'EmailVerificationRequested', (d) => d.email === account.email);
    expect((await callApi(deps, 'POST', '/api/confirm-email', { code })).status).toBe(200);
    await relayEmailVerified(deps);

    const item = await getNftItem(db, itemId);
    expect(item?.owner).toBe(newcomer?.uuid);
    expect(item?.lockedForOrder).toBeUndefined();
    expect(await historyKinds(giver, itemId)).toContainEqual([HistoryKind.giftSent, true]);
    // A redelivered event changes nothing.
    await relayEmailVerified(deps);
    expect((await getNftItem(db, itemId))?.owner).toBe(newcomer?.uuid);
  });

  it('may be reclaimed by the giver once 30 days passed, not before', async () => {
    const itemId = await ownedItem();
    const answer = await giver.call('POST', giftPath(itemId), usdGift('nobody-yet@example.com'));
    expect(answer.body.data.status).toBe('pending');

    const early = await giver.call('POST', reclaimPath(itemId));
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/^This gift can be reclaimed from /);

    clock.advance(30 * TIME_MS.day + TIME_MS.minute);
    const reclaimed = await giver.call('POST', reclaimPath(itemId));
    expect(reclaimed).toMatchObject({ status: 200, body: { status: 'reclaimed', nft_item: itemId } });
    expect((await getNftItem(db, itemId))?.lockedForOrder).toBeUndefined();
    expect((await itemPage(giver, itemId)).body.can_gift).toBe(true);
    expect((await giver.call('POST', reclaimPath(itemId))).status).toBe(409);
  });

  it('goes back to the giver through the recovery sweep when still unclaimed after 90 days', async () => {
    const itemId = await ownedItem();
    const answer = await giver.call('POST', giftPath(itemId), usdGift('never-signs-up@example.com'));
    const giftId = answer.body.data.uuid;

    await sweepUnfinishedWork(deps, 0);
    expect((await getGift(db, giftId))?.status).toBe('waiting');

    clock.advance(90 * TIME_MS.day + TIME_MS.minute);
    await sweepUnfinishedWork(deps, 0);
    expect((await getGift(db, giftId))?.status).toBe('reclaimed');
    expect((await getNftItem(db, itemId))?.lockedForOrder).toBeUndefined();
  });
});
