import { beforeAll, describe, expect, it } from 'vitest';
import { getBid, putPreQualifiedEmail } from '../../../functions/data/bid';
import { type Db, transactWrite } from '../../../functions/data/db';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { listedBidder, preQualifiedAuction, preQualifiedBid } from '../auction-close/pre-qualified-support';
import { bidder, createAuction, usdBalances } from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

const bidPath = (auctionId: string) => `/api/auction/${auctionId}/bid`;

describe('pre-qualified bids', () => {
  it('refuses a user who is not on the auction list (403, the pre-qualified modal)', async () => {
    await preQualifiedAuction(deps, 'pq-refused');
    const stranger = await bidder(deps, 500_000);
    const answer = await stranger.call('POST', bidPath('pq-refused'), preQualifiedBid('pq-refused', 150));
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe(messages.preQualifiedBiddersOnly);
    expect(await getBid(db, 'pq-refused', stranger.user.uuid)).toBeUndefined();
  });

  it('takes a listed bid without any payment: no hold, nothing moves', async () => {
    await preQualifiedAuction(deps, 'pq-listed');
    const alice = await listedBidder(deps, 'pq-listed', 50_000);

    const placed = await alice.call('POST', bidPath('pq-listed'), preQualifiedBid('pq-listed', 150));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'placed', bid: { amount: 150 } });
    expect(await getBid(db, 'pq-listed', alice.user.uuid)).toMatchObject({
      amountCents: 15_000,
      payment: null,
      holdId: null,
    });
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: 50_000, held: 0 });

    const raised = await alice.call('POST', bidPath('pq-listed'), {
      ...preQualifiedBid('pq-listed', 170),
      updateBid: true,
    });
    expect(raised.body).toMatchObject({ status: 'updated', bid: { amount: 170 } });
    // A retry of the same bid answers it again instead of refusing it as unchanged.
    const retried = await alice.call('POST', bidPath('pq-listed'), preQualifiedBid('pq-listed', 170));
    expect(retried).toMatchObject({ status: 200, body: { status: 'updated', bid: { amount: 170 } } });
  });

  it('lets in an account whose e-mail address is on the list (the seeded demo collector)', async () => {
    await preQualifiedAuction(deps, 'pq-email');
    const collector = await signedInUser(deps, { email: 'Collector.PQ@example.com' });
    await transactWrite(db, [putPreQualifiedEmail(db, 'pq-email', 'collector.pq@example.com', 'now')]);
    const answer = await collector.call('POST', bidPath('pq-email'), preQualifiedBid('pq-email', 150));
    expect(answer.status).toBe(200);
  });

  it('still needs a payment on every other bid auction: Required field on payment', async () => {
    await createAuction(deps, 'pq-standard');
    const bob = await bidder(deps, 50_000);
    const answer = await bob.call('POST', bidPath('pq-standard'), { bidValue: 150 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'payment', message: messages.requiredField }]);
  });
});
