import { describe, expect, it } from 'vitest';
import { getBidBook, listAuctionBids } from '../../../functions/data/bid';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { getHold } from '../../../functions/data/payment-hold';
import { AuctionType, NotificationType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bidder, createAuction, usdBalances, usdBid } from './support';

const FUNDS = 100_000;
/** The bidders' own 'winning bid' notices; this test counts the outbid ones. */
const winningTypes: number[] = [NotificationType.winningBidHighest, NotificationType.winningBidIncreased];

describe('racing bids on a 3-winner tiered auction', async () => {
  const db = await createTestDb();
  const { deps } = createTestDeps(db);

  it('leaves exactly the 3 best bids winning, every other hold released and every balance whole', async () => {
    await createAuction(deps, 'storm', { auctionType: AuctionType.tiered, initialQuantity: 3 });
    const users = await Promise.all(Array.from({ length: 20 }, () => bidder(deps, FUNDS)));
    // $100, $110, ... $290: all valid on an empty book, so each one races every other.
    const amounts = users.map((_, i) => 100 + 10 * i);
    const answers = await Promise.all(
      users.map((user, i) => user.call('POST', '/api/auction/storm/bid', usdBid(amounts[i] ?? 0))),
    );

    for (const answer of answers) {
      expect([200, 400]).toContain(answer.status);
      if (answer.status === 400)
        expect(answer.body.detail).toMatch(/^Bid should be equal to or more then \$/);
    }
    const accepted = users.filter((_, i) => answers[i]?.status === 200);
    // The 3 best bids can never be refused: no 3 other bids rank above them.
    const best = users.slice(-3);
    for (const user of best) expect(accepted).toContain(user);

    const book = await getBidBook(db, 'storm');
    expect(book.leaders.map((leader) => leader.userId)).toEqual(best.map((user) => user.user.uuid).reverse());
    expect(book.leaders.map((leader) => leader.amountCents)).toEqual([29_000, 28_000, 27_000]);
    const bids = await listAuctionBids(db, 'storm');
    expect(bids).toHaveLength(accepted.length);
    expect(book.version).toBe(accepted.length);
    expect(new Set(bids.map((bid) => bid.sequence)).size).toBe(bids.length);

    // Winners keep their hold; every other bidder has all their money back (released or never held).
    for (const [i, user] of users.entries()) {
      const winner = best.includes(user);
      const amount = (amounts[i] ?? 0) * 100;
      expect(await usdBalances(deps, user.user.uuid), user.user.username).toEqual(
        winner ? { usd: FUNDS - amount, held: amount } : { usd: FUNDS, held: 0 },
      );
      const bid = bids.find((found) => found.userId === user.user.uuid);
      if (bid?.holdId) expect((await getHold(db, bid.holdId))?.status).toBe(winner ? 'held' : 'released');
    }

    // Every accepted bid pushed out of the winners was told once.
    const notices = (await listPendingEvents(db, 1_000)).filter(
      (event) =>
        event.type === 'NotificationRequested' &&
        (event.detail.auction as { id: string } | undefined)?.id === 'storm' &&
        !winningTypes.includes(Number(event.detail.notification_type)),
    );
    const told = notices.map((event) => event.detail.user_uuid);
    expect(told.sort()).toEqual(
      accepted
        .filter((user) => !best.includes(user))
        .map((user) => user.user.uuid)
        .sort(),
    );
    expect(
      notices.every((event) => event.detail.notification_type === NotificationType.outbidSecondKind),
    ).toBe(true);
  });
});
