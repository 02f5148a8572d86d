import { beforeAll, describe, expect, it } from 'vitest';
import { getAuction } from '../../../functions/data/auction';
import type { Db } from '../../../functions/data/db';
import { getOrder } from '../../../functions/data/order';
import { decideSandboxChallenge } from '../../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bidder } from '../bids/support';
import { saveChallengeCard } from '../payment-service/support';
import {
  acceptFraudCheck,
  balancePath,
  callAs,
  cardPath,
  putAuctionSale,
  usdBuyBody,
} from './auction-support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

const sessionOf = (redirectUrl: string) => decodeURIComponent(redirectUrl.split('/').pop() ?? '');

/** A verified buyer with $1,000 of prepaid USD and an accepted fraud check of one $20 edition. */
async function buyer(auctionId: string) {
  const user = (await bidder(deps, 100_000)).user;
  await acceptFraudCheck(deps, user.uuid, auctionId, 2_000);
  return user;
}

describe('Buy Now with a card that needs 3-D Secure', () => {
  it('keeps the unit while the challenge runs, and a declined challenge puts a sold-out auction on sale again', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { initialQuantity: 2 });
    const challenged = await buyer(auction.id);
    await saveChallengeCard(deps, challenged.uuid);
    const body = { price: 20, drop: false, action: 'buy' };

    const redirect = await callAs(deps, challenged, cardPath(auction.id), body, 'card-key');
    expect(redirect.body).toMatchObject({ status: 'redirect', payment_id: expect.any(String) });

    // The other unit sells: with the first one reserved by the challenge, the auction is sold out.
    const sold = await callAs(deps, await buyer(auction.id), balancePath(auction.id), usdBuyBody(2_000));
    expect(sold.status).toBe(200);
    expect((await getAuction(db, auction.id))?.soldOut).toBe(true);
    const refused = await callAs(deps, await buyer(auction.id), balancePath(auction.id), usdBuyBody(2_000));
    expect(refused.body.detail).toBe(messages.auctionSoldOut);

    await decideSandboxChallenge(db, sessionOf(redirect.body.redirect_url), 'declined');
    const repeated = await callAs(deps, challenged, cardPath(auction.id), body, 'card-key');
    expect(repeated).toMatchObject({ status: 400, body: { detail: messages.paymentFailed } });
    expect(await getOrder(db, redirect.body.payment_id)).toMatchObject({ status: 'declined' });

    // The unit came back: the auction is on sale again, and the next buyer gets it.
    expect((await getAuction(db, auction.id))?.soldOut).toBe(false);
    const last = await callAs(deps, await buyer(auction.id), balancePath(auction.id), usdBuyBody(2_000));
    expect(last.status).toBe(200);
    expect((await getAuction(db, auction.id))?.soldOut).toBe(true);
  });
});
