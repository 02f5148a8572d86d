import { beforeAll, describe, expect, it } from 'vitest';
import { getAuctionPurchase } from '../../../functions/data/auction-purchase';
import type { Db } from '../../../functions/data/db';
import { getOrder } from '../../../functions/data/order';
import { listUnfinishedWork } from '../../../functions/data/recovery-index';
import { getWonBid } from '../../../functions/data/won-bid';
import { closeAuction } from '../../../functions/domain/auction-close/close-auction';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import type { CryptoCustodyPort } from '../../../functions/lib/ports/crypto-custody';
import { AuctionType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { crashingDb, writesTo } from '../../support/faults';
import { signedInUser } from '../account/support';
import {
  AFTER_END,
  acceptFraudCheck as acceptWinFraudCheck,
  listedBidder,
  preQualifiedAuction,
  preQualifiedBid,
} from '../auction-close/pre-qualified-support';
import { bidder } from '../bids/support';
import { coinBalance, fundedUser, REFUND_ADDRESSES } from '../crypto/support';
import { movementsOf, recordingCards, saveCard } from '../payment-service/support';
import { acceptFraudCheck, callAs, cardPath, putAuctionSale } from '../purchases/auction-support';
import { checkout } from '../purchases/support';

const LEASE_MS = 120_000;

let db: Db;
let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock } = createTestDeps(db));
});

const sweepAfterLease = (sweepDeps: Deps = deps) => {
  clock.advance(LEASE_MS + 1_000);
  return sweepUnfinishedWork(sweepDeps, LEASE_MS);
};

/** The only unfinished item of the user in the recovery index. */
async function unfinishedOf(userUuid: string) {
  const found = (await listUnfinishedWork(db, new Date('2100-01-01'), 100)).filter(
    (item) => item.userUuid === userUuid || item.userId === userUuid,
  );
  return found;
}

describe('the recovery sweep', () => {
  it('finishes a Buy Now whose card was charged before the process died: recorded and delivered once', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { initialQuantity: 3 });
    const buyer = await bidder(deps, 0);
    await saveCard(deps, buyer.user.uuid);
    await acceptFraudCheck(deps, buyer.user.uuid, auction.id, 2_000);
    const { cards, calls } = recordingCards(deps.cards);
    const dying = {
      ...deps,
      cards: {
        ...cards,
        charge: async (...args: Parameters<typeof cards.charge>) => {
          await cards.charge(...args);
          throw new Error('injected crash after the charge');
        },
      },
    };
    const body = { price: 20, drop: false, action: 'buy', quantity: 1 };

    expect((await callAs(dying, buyer.user, cardPath(auction.id), body, 'bn-1')).status).toBe(500);
    const [reserved] = await unfinishedOf(buyer.user.uuid);
    const orderId = String(reserved?.orderId);

    expect(await sweepAfterLease({ ...deps, cards })).toEqual({ found: 1, failed: 0 });

    expect(await getAuctionPurchase(db, orderId)).toMatchObject({ status: 'completed' });
    expect(await getOrder(db, orderId)).toMatchObject({ status: 'paid', totalCents: expect.any(Number) });
    expect(await movementsOf(db, `order:${orderId}`)).toHaveLength(1);
    expect(new Set(calls.filter((c) => c.method === 'charge').map((c) => c.args[2]))).toEqual(
      new Set([orderId]),
    );
    expect(await unfinishedOf(buyer.user.uuid)).toEqual([]);
    // The buyer's retry after the sweep answers the same editions, charging nothing more.
    const retry = await callAs(deps, buyer.user, cardPath(auction.id), body, 'bn-1');
    expect(retry.body).toMatchObject({ status: 'success', data: { bid_id: orderId } });
    expect(calls.filter((c) => c.method === 'charge')).toHaveLength(2);
  });

  it('delivers a free claim whose delivery never happened', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.giveaway, { priceCents: 0 });
    const { user } = await signedInUser(deps);
    const dying = { ...deps, db: crashingDb(db, writesTo('Update', 'AUCTION_PURCHASE#'), 'before') };

    expect((await callAs(dying, user, `/api/auction/${auction.id}/claim`, {}, 'claim-1')).status).toBe(500);
    const [reserved] = await unfinishedOf(user.uuid);
    expect(reserved).toMatchObject({ status: 'reserved', how: 'claim' });

    await sweepAfterLease();

    expect(await getAuctionPurchase(db, String(reserved?.orderId))).toMatchObject({ status: 'completed' });
    expect(await unfinishedOf(user.uuid)).toEqual([]);
  });

  it('asks custody again about a crypto send whose outcome was unknown, and it is sent once', async () => {
    const sends: string[] = [];
    const custody = (failFirst: boolean): CryptoCustodyPort => {
      let failed = !failFirst;
      return {
        ...deps.custody,
        send: async (coin, to, micros, reference) => {
          sends.push(reference);
          const sent = await deps.custody.send(coin, to, micros, reference);
          if (!failed) {
            failed = true;
            throw new Error('injected timeout after the send');
          }
          return sent;
        },
      };
    };
    const alice = await fundedUser({ ...deps, custody: custody(true) }, 'ETH', '2', REFUND_ADDRESSES.ETH);
    const answer = await alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'eth', amount: '1.5' });
    expect(answer.status).toBe(502);
    // The debit stays while the send is unknown: it may have left.
    expect(await coinBalance(alice, 'ETH')).toBe('0.500000');
    expect(await unfinishedOf(alice.user.uuid)).toHaveLength(1);

    await sweepAfterLease({ ...deps, custody: custody(false) });
    await sweepAfterLease({ ...deps, custody: custody(false) });

    expect(await unfinishedOf(alice.user.uuid)).toEqual([]);
    expect(new Set(sends).size).toBe(1);
    expect(sends).toHaveLength(2);
    expect(await coinBalance(alice, 'ETH')).toBe('0.500000');
  });

  // Last: it moves the shared clock past the auctions' end.
  it('delivers a won pre-qualified edition whose payment was recorded before the process died', async () => {
    const id = `pq-${deps.newId().toLowerCase()}`;
    await preQualifiedAuction(deps, id, 1);
    const winner = await listedBidder(deps, id, 100_000);
    expect((await winner.call('POST', `/api/auction/${id}/bid`, preQualifiedBid(id, 150))).status).toBe(200);
    clock.set(AFTER_END);
    await closeAuction(deps, id);
    await acceptWinFraudCheck(deps, winner.user.uuid, id, 15_000);
    const dying = { ...deps, db: crashingDb(db, writesTo('Put', 'MOVEMENT#order:win:'), 'after') };

    const paid = await checkout(
      dying,
      winner.user.uuid,
      `/api/payments/prequalified_checkout/${id}`,
      {
        price: 150,
        source: 'usd',
      },
      'win-1',
    );
    expect(paid.status).toBe(500);
    const [win] = await unfinishedOf(winner.user.uuid);
    expect(win).toMatchObject({ status: 'pending_payment', method: { type: 'usd' } });

    await sweepAfterLease();

    expect(await getWonBid(db, id, winner.user.uuid)).toMatchObject({ status: 'paid' });
    expect(await movementsOf(db, `order:${win?.orderId}`)).toHaveLength(1);
    expect(await unfinishedOf(winner.user.uuid)).toEqual([]);
  });
});
