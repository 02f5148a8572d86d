import { describe, expect, it } from 'vitest';
import { TIME_MS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import {
  auctionKinds,
  type BidKind,
  bidFigures,
  leaderboard,
  leaderboardRows,
} from '../../../shared/rules/auctions';
import { at, auctionOf, bid, END, LIVE } from './support';

const kindOf = (type: AuctionType) => auctionKinds[type] as BidKind;
const bids = [bid('a', 10_000), bid('b', 30_000), bid('c', 20_000), bid('a', 25_000)];

describe('leaderboard', () => {
  it("ranks every user's current bid, marking the viewer's own and the winning ones", () => {
    const rows = leaderboard(
      kindOf(AuctionType.tiered),
      auctionOf(3, { initialQuantity: 2 }),
      bids,
      'c',
      LIVE,
    );
    expect(rows.map((r) => [r.username, r.amountCents, r.rank, r.winning, r.own])).toEqual([
      ['user_b', 30_000, 1, true, false],
      ['user_a', 25_000, 2, true, false],
      ['user_c', 20_000, 3, false, true],
    ]);
  });

  it('shows a silent bidder only their own bid, without its place, until the end', () => {
    const silent = kindOf(AuctionType.silent);
    const auction = auctionOf(AuctionType.silent);
    expect(leaderboard(silent, auction, bids, 'c', LIVE)).toEqual([
      expect.objectContaining({
        username: 'user_c',
        amountCents: 20_000,
        rank: null,
        winning: null,
        own: true,
      }),
    ]);
    expect(leaderboard(silent, auction, bids, null, LIVE)).toEqual([]);
    const afterEnd = leaderboard(silent, auction, bids, null, at(END, TIME_MS.second));
    expect(afterEnd.map((r) => [r.username, r.rank, r.winning])).toEqual([
      ['user_b', 1, true],
      ['user_a', 2, false],
      ['user_c', 3, false],
    ]);
  });

  it('shows 5 rows until View All', () => {
    const many = Array.from({ length: 7 }, (_, i) => bid(`u${i}`, 10_000 + i * 1_000));
    const rows = leaderboard(kindOf(AuctionType.standard), auctionOf(1), many, null, LIVE);
    expect(leaderboardRows(rows, false)).toMatchObject({ canExpand: true });
    expect(leaderboardRows(rows, false).rows).toHaveLength(5);
    expect(leaderboardRows(rows, true).rows).toHaveLength(7);
    expect(leaderboardRows(rows.slice(0, 5), false).canExpand).toBe(false);
  });
});

describe('bid figures', () => {
  it('shows the highest bid and the lowest bid to beat', () => {
    expect(bidFigures(kindOf(AuctionType.standard), auctionOf(1), bids, LIVE)).toEqual({
      highestBidCents: 30_000,
      lowestBidToBeatCents: 31_000,
      minimumBidCents: 10_000,
    });
    expect(bidFigures(kindOf(AuctionType.standard), auctionOf(1), [], LIVE)).toEqual({
      highestBidCents: null,
      lowestBidToBeatCents: 10_000,
      minimumBidCents: 10_000,
    });
  });

  it('hides them on a running silent auction', () => {
    expect(bidFigures(kindOf(AuctionType.silent), auctionOf(2), bids, LIVE)).toEqual({
      highestBidCents: null,
      lowestBidToBeatCents: null,
      minimumBidCents: 10_000,
    });
  });
});
