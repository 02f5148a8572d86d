import { describe, expect, it } from 'vitest';
import { TIME_MS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bidder, createAuction, END, START, usdBid } from './support';

describe('GET /auction/{id} and GET /auction/{id}/bids', async () => {
  const db = await createTestDb();
  const { deps, clock } = createTestDeps(db);

  it('answers an auction with no bids: the minimum to beat, nothing held by the visitor', async () => {
    await createAuction(deps, 'fresh');
    const { status, body } = await callApi(deps, 'GET', '/api/auction/fresh');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'fresh',
      price: 100,
      highest_bid: null,
      lowest_bid_to_beat: 100,
      minimum_winning_bid: 100,
      bid_increment: 10,
      last_bid: null,
      is_able_to_bid: false,
      reached_purchase_limit: false,
      sold_out: false,
      dutch_state: null,
      refresh_at: END,
    });
    expect((await callApi(deps, 'GET', '/api/auction/missing')).status).toBe(404);
    expect((await callApi(deps, 'GET', '/api/auction/fresh/bids')).body).toEqual([]);
  });

  it('shows a tiered auction: the top 3 win, the fourth needs one step over the third', async () => {
    await createAuction(deps, 'tiered', { auctionType: AuctionType.tiered, initialQuantity: 3 });
    const users = await Promise.all([120, 150, 100, 130].map(() => bidder(deps)));
    for (const [i, amount] of [120, 150, 100, 130].entries()) {
      expect((await users[i]?.call('POST', '/api/auction/tiered/bid', usdBid(amount)))?.status).toBe(200);
    }
    const [first] = users;
    const { body } = await callApi(deps, 'GET', '/api/auction/tiered/bids');
    expect(
      body.map((bid: { amount: number; rank: number; is_winning: boolean }) => [
        bid.amount,
        bid.rank,
        bid.is_winning,
      ]),
    ).toEqual([
      [150, 1, true],
      [130, 2, true],
      [120, 3, true],
      [100, 4, false],
    ]);
    expect(body[0]).toMatchObject({ created_by: { username: users[1]?.user.username }, is_own: false });
    const auction = await first?.call('GET', '/api/auction/tiered');
    expect(auction?.body).toMatchObject({ highest_bid: 150, last_bid: 120, lowest_bid_to_beat: 130 });
    const visitor = await callApi(deps, 'GET', '/api/auction/tiered');
    expect(visitor.body).toMatchObject({ lowest_bid_to_beat: 130, last_bid: null });
    const loser = await users[2]?.call('POST', '/api/auction/tiered/bid', usdBid(125));
    expect(loser?.body.detail).toBe('Bid should be equal to or more then $130.00');
  });

  it('hides the amounts of a silent auction while it runs, and shows the result after the end', async () => {
    await createAuction(deps, 'silent', { auctionType: AuctionType.silent });
    const alice = await bidder(deps);
    const bob = await bidder(deps);
    await alice.call('POST', '/api/auction/silent/bid', usdBid(300));
    // Bob needs only the minimum: he cannot see that Alice bid more.
    expect((await bob.call('POST', '/api/auction/silent/bid', usdBid(100))).status).toBe(200);

    const seenByBob = await bob.call('GET', '/api/auction/silent');
    expect(seenByBob.body).toMatchObject({ highest_bid: null, lowest_bid_to_beat: null, last_bid: 100 });
    expect((await callApi(deps, 'GET', '/api/auction/silent/bids')).body).toEqual([]);
    const bobsRows = (await bob.call('GET', '/api/auction/silent/bids')).body;
    expect(bobsRows).toMatchObject([{ amount: 100, rank: null, is_winning: null, is_own: true }]);

    clock.set(END);
    const after = (await callApi(deps, 'GET', '/api/auction/silent/bids')).body;
    expect(after.map((bid: { amount: number; is_winning: boolean }) => [bid.amount, bid.is_winning])).toEqual(
      [
        [300, true],
        [100, false],
      ],
    );
    expect((await callApi(deps, 'GET', '/api/auction/silent')).body.highest_bid).toBe(300);
    clock.set('2026-06-01T12:00:00.000Z');
  });

  it('computes the Dutch price, state and next tick from the clock', async () => {
    await createAuction(deps, 'dutch', {
      auctionType: AuctionType.dutch,
      priceCents: 150_000,
      floorPriceCents: 50_000,
      reductionAmountCents: 10_000,
      initialQuantity: 20,
      availableQuantity: 20,
      bidIncrementCents: null,
      minimumWinningBidCents: null,
      interval: { nextRun: START, every: 1, period: 'hours' },
    });
    const read = async () => (await callApi(deps, 'GET', '/api/auction/dutch')).body;
    // The clock starts 12 hours after the start: 10 reductions reach the floor.
    expect(await read()).toMatchObject({
      price: 500,
      dutch_state: 'ReachedFloorPrice',
      interval: { next_run: null },
    });
    clock.set(START);
    expect(await read()).toMatchObject({
      price: 1_500,
      dutch_state: 'InProgress',
      interval: { next_run: new Date(new Date(START).getTime() + TIME_MS.hour).toISOString(), every: 1 },
    });
    clock.advance(2 * TIME_MS.hour + 1);
    expect(await read()).toMatchObject({
      price: 1_300,
      dutch_state: 'InProgress',
      interval: { next_run: new Date(new Date(START).getTime() + 3 * TIME_MS.hour).toISOString() },
    });
    clock.set(END);
    expect((await read()).dutch_state).toBe('HasEndedButNotSold');
    clock.set('2026-06-01T12:00:00.000Z');
  });
});
