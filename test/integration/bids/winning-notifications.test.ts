import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType, NotificationType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { noticesOf, placeUsdBid } from '../auction-close/support';
import { bidder, createAuction } from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

const {
  winningBidHighest: highest,
  winningBidIncreased: increased,
  outbid,
  outbidSecondKind,
} = NotificationType;

describe("'winning bid' notifications", () => {
  it('tells the bidder whose bid became the highest, and again when they raise it', async () => {
    await createAuction(deps, 'win-standard');
    const alice = await bidder(deps);
    const bob = await bidder(deps);

    await placeUsdBid(alice, 'win-standard', 150);
    await placeUsdBid(alice, 'win-standard', 170);
    await placeUsdBid(bob, 'win-standard', 180);

    expect(await noticesOf(db, 'win-standard')).toEqual([
      [alice.user.uuid, highest],
      [alice.user.uuid, increased],
      [bob.user.uuid, highest],
      [alice.user.uuid, outbid],
    ]);
  });

  it('tells only the new top bid of a several-winner auction, not one that enters lower down', async () => {
    await createAuction(deps, 'win-tiered', { auctionType: AuctionType.tiered, initialQuantity: 2 });
    const [alice, bob, carol] = [await bidder(deps), await bidder(deps), await bidder(deps)];

    await placeUsdBid(alice, 'win-tiered', 200);
    await placeUsdBid(bob, 'win-tiered', 150);
    await placeUsdBid(carol, 'win-tiered', 160);

    expect(await noticesOf(db, 'win-tiered')).toEqual([
      [alice.user.uuid, highest],
      [bob.user.uuid, outbidSecondKind],
    ]);
  });

  it('tells nobody while a silent auction hides its bids', async () => {
    await createAuction(deps, 'win-silent', { auctionType: AuctionType.silent });
    await placeUsdBid(await bidder(deps), 'win-silent', 150);
    await placeUsdBid(await bidder(deps), 'win-silent', 190);
    expect(await noticesOf(db, 'win-silent')).toEqual([]);
  });
});
