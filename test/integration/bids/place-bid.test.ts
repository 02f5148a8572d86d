import { describe, expect, it } from 'vitest';
import { getBidBook, putPreQualifiedBidder } from '../../../functions/data/bid';
import { transactWrite } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { AuctionType, NotificationType, PaymentMethod } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { commandsDuring } from '../../support/commands-sent';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { addTestCard } from '../payments/support';
import { bidder, createAuction, usdBalances, usdBid } from './support';

const path = (id: string) => `/api/auction/${id}/bid`;

describe('POST /auction/{id}/bid', async () => {
  const db = await createTestDb();
  const { deps } = createTestDeps(db);

  it('places a bid with a hold of the amount on prepaid USD', async () => {
    await createAuction(deps, 'place');
    const alice = await bidder(deps, 50_000);
    const { status, body } = await alice.call('POST', path('place'), usdBid(150));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'placed',
      message: 'Your bid has been placed',
      bid: { amount: 150, created_by: { username: alice.user.username }, sequence: 1 },
    });
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: 35_000, held: 15_000 });
  });

  it('reads the auction, the bidder, the book and their bid in one call', async () => {
    await createAuction(deps, 'reads');
    const alice = await bidder(deps, 50_000);
    const { answer, names } = await commandsDuring(deps, () =>
      alice.call('POST', path('reads'), usdBid(150)),
    );
    expect(answer.status).toBe(200);
    const reads = names.slice(
      0,
      names.findIndex((name) => name.startsWith('Transact')),
    );
    expect(reads).toContain('BatchGetCommand AUCTION PROFILE BID_BOOK BID');
    expect(reads.filter((name) => /^GetCommand (AUCTION|PROFILE|BID_BOOK|BID)$/.test(name))).toEqual([]);
    // The hold's id is read once, to tell a retry's hold from a new one; the hold itself is not read again.
    expect(names.filter((name) => name === 'GetCommand HOLD')).toHaveLength(1);
  });

  it('updates the bid: the new amount is held, the old hold released after the write', async () => {
    await createAuction(deps, 'update');
    const alice = await bidder(deps, 50_000);
    await alice.call('POST', path('update'), usdBid(120));
    const { status, body } = await alice.call('POST', path('update'), usdBid(200, { updateBid: true }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'updated',
      message: 'Your bid has been updated',
      bid: { amount: 200 },
    });
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: 30_000, held: 20_000 });
    const auction = await alice.call('GET', '/api/auction/update');
    expect(auction.body).toMatchObject({ last_bid: 200, highest_bid: 200, lowest_bid_to_beat: 210 });
  });

  it("refuses a bid under the lowest bid to beat with the spec's message, holding nothing", async () => {
    await createAuction(deps, 'low');
    const alice = await bidder(deps);
    const bob = await bidder(deps, 50_000);
    await alice.call('POST', path('low'), usdBid(150));
    const { status, body } = await bob.call('POST', path('low'), usdBid(155));
    expect(status).toBe(400);
    expect(body.detail).toBe('Bid should be equal to or more then $160.00');
    expect(body.errors).toEqual([
      { field: 'bidValue', message: 'Bid should be equal to or more then $160.00' },
    ]);
    expect(await usdBalances(deps, bob.user.uuid)).toEqual({ usd: 50_000, held: 0 });
    const first = await bidder(deps);
    const under = await first.call('POST', path('low'), usdBid(99.99));
    expect(under.body.detail).toBe('Bid should be equal to or more then $160.00');
  });

  it('answers the validity check without holding anything', async () => {
    await createAuction(deps, 'validate');
    const alice = await bidder(deps, 50_000);
    const tooLow = await alice.call('POST', path('validate'), { bidValue: 99, validate: true });
    expect(tooLow).toEqual({
      status: 200,
      body: { valid: false, message: 'Bid should be equal to or more then $100.00', minimum: 100 },
    });
    const fine = await alice.call('POST', path('validate'), { bidValue: 100, validate: true });
    expect(fine.body).toEqual({ valid: true, minimum: 100 });
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: 50_000, held: 0 });
    const noDecimals = await alice.call('POST', path('validate'), { bidValue: 100.001, validate: true });
    expect(noDecimals.status).toBe(400);
    expect(noDecimals.body.errors[0].field).toBe('bidValue');
  });

  it('tells the outbid bidder in the same transaction and releases their hold', async () => {
    await createAuction(deps, 'outbid', { title: 'Orbit Nights' });
    const alice = await bidder(deps, 50_000);
    const bob = await bidder(deps, 50_000);
    await alice.call('POST', path('outbid'), usdBid(150));
    expect((await bob.call('POST', path('outbid'), usdBid(160))).status).toBe(200);
    // Alice's own 'winning bid' notice of her first bid aside (test/integration/bids/winning-notifications.test.ts).
    const notices = (await listPendingEvents(db)).filter(
      (event) =>
        event.type === 'NotificationRequested' &&
        event.detail.user_uuid === alice.user.uuid &&
        event.detail.notification_type !== NotificationType.winningBidHighest,
    );
    expect(notices.map((event) => event.detail)).toEqual([
      {
        user_uuid: alice.user.uuid,
        notification_type: NotificationType.outbid,
        subject: 'Orbit Nights',
        auction: { id: 'outbid', title: 'Orbit Nights' },
      },
    ]);
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: 50_000, held: 0 });
    expect(await usdBalances(deps, bob.user.uuid)).toEqual({ usd: 34_000, held: 16_000 });
  });

  it('holds on a saved card (authorization of the bid plus the card fee)', async () => {
    await createAuction(deps, 'card');
    const carol = await signedInUser(deps);
    const added = await addTestCard(deps, carol);
    const cardId = added.body.card.id;
    const { status, body } = await carol.call('POST', path('card'), {
      bidValue: 100,
      payment: PaymentMethod.card,
      paymentId: cardId,
    });
    expect(status).toBe(200);
    expect(body.bid.amount).toBe(100);
    const missing = await carol.call('POST', path('card'), { bidValue: 120, payment: PaymentMethod.card });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'paymentId', message: expect.any(String) }]);
  });

  it('refuses a short balance with "Choose another payment method" and writes no bid', async () => {
    await createAuction(deps, 'short');
    const poor = await bidder(deps, 5_000);
    const { status, body } = await poor.call('POST', path('short'), usdBid(100));
    expect(status).toBe(409);
    expect(body.detail).toBe('Choose another payment method');
    expect((await poor.call('GET', '/api/auction/short')).body.last_bid).toBeNull();
  });

  it('needs a verified e-mail (403)', async () => {
    await createAuction(deps, 'verified');
    const unverified = await signedInUser(deps, { emailVerified: false });
    const { status } = await unverified.call('POST', path('verified'), usdBid(100));
    expect(status).toBe(403);
  });

  it('takes bids on a pre-qualified auction only from users on its list', async () => {
    await createAuction(deps, 'prequalified', { auctionType: AuctionType.preQualified, initialQuantity: 2 });
    const outsider = await bidder(deps);
    const refused = await outsider.call('POST', path('prequalified'), usdBid(100));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only pre-qualified bidders may bid on this auction.');
    expect((await outsider.call('GET', '/api/auction/prequalified')).body.is_able_to_bid).toBe(false);

    const listed = await bidder(deps);
    await transactWrite(db, [
      putPreQualifiedBidder(db, 'prequalified', listed.user.uuid, deps.clock.now().toISOString()),
    ]);
    expect((await listed.call('GET', '/api/auction/prequalified')).body.is_able_to_bid).toBe(true);
    expect((await listed.call('POST', path('prequalified'), usdBid(100))).status).toBe(200);
  });

  it('lets a mutable bid go down: the book is refilled from every bid, outbid holds are kept', async () => {
    await createAuction(deps, 'mutable', { auctionType: AuctionType.mutableBid, initialQuantity: 2 });
    const [ann, ben, cat] = await Promise.all([
      bidder(deps, 50_000),
      bidder(deps, 50_000),
      bidder(deps, 50_000),
    ]);
    for (const [user, amount] of [
      [ann, 150],
      [ben, 140],
      [cat, 160],
    ] as const) {
      expect((await user?.call('POST', path('mutable'), usdBid(amount)))?.status).toBe(200);
    }
    // Ben was pushed out; a winner may lower, so his hold stays until the close.
    expect(await usdBalances(deps, ben?.user.uuid ?? '')).toEqual({ usd: 36_000, held: 14_000 });
    expect((await ann?.call('POST', path('mutable'), usdBid(100)))?.status).toBe(200);
    const rows = (await callApi(deps, 'GET', '/api/auction/mutable/bids')).body;
    expect(rows.map((row: { amount: number; is_winning: boolean }) => [row.amount, row.is_winning])).toEqual([
      [160, true],
      [140, true],
      [100, false],
    ]);
    const book = await getBidBook(db, 'mutable');
    expect(book.leaders.map((leader) => leader.userId)).toEqual([cat?.user.uuid, ben?.user.uuid]);
    expect(await usdBalances(deps, ann?.user.uuid ?? '')).toEqual({ usd: 40_000, held: 10_000 });
  });

  it('refuses bids on an auction that sells at a price', async () => {
    await createAuction(deps, 'fixed', { auctionType: AuctionType.fixedPrice });
    const alice = await bidder(deps);
    const { status, body } = await alice.call('POST', path('fixed'), usdBid(100));
    expect(status).toBe(400);
    expect(body.detail).toBe('This auction does not take bids.');
  });

  it('holds once when a bid is retried, one after the other or at the same time', async () => {
    await createAuction(deps, 'retry');
    const alice = await bidder(deps, 50_000);
    const first = await alice.call('POST', path('retry'), usdBid(130));
    const again = await alice.call('POST', path('retry'), usdBid(130));
    expect(again.status).toBe(200);
    expect(again.body.bid.id).toBe(first.body.bid.id);
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: 37_000, held: 13_000 });

    const twins = await Promise.all([
      alice.call('POST', path('retry'), usdBid(180)),
      alice.call('POST', path('retry'), usdBid(180)),
    ]);
    expect(twins.map((answer) => answer.status)).toEqual([200, 200]);
    expect(twins[0]?.body.bid.id).toBe(twins[1]?.body.bid.id);
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: 32_000, held: 18_000 });
  });

  it("answers 'Payment failed.' when the card declines the hold, and writes no bid", async () => {
    await createAuction(deps, 'declined');
    const dave = await signedInUser(deps);
    const added = await addTestCard(deps, dave, '4000 0000 0000 0341');
    const body = { bidValue: 100, payment: PaymentMethod.card, paymentId: added.body.card.id };
    const { status, body: answer } = await dave.call('POST', path('declined'), body);
    expect(status).toBe(400);
    expect(answer.detail).toBe('Payment failed.');
    expect((await dave.call('GET', '/api/auction/declined')).body.last_bid).toBeNull();
  });
});
