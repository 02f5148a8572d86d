import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_MS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import {
  auctionKinds,
  auctionResult,
  type BidEntry,
  type BidKind,
  bidQuote,
  compareBids,
  preQualifiedPaymentDueAt,
  rankBids,
} from '../../../shared/rules/auctions';
import { at, auctionOf, bid, START } from './support';

const bidTypes = Object.values(auctionKinds)
  .filter((kind): kind is BidKind => kind.mode === 'bid')
  .map((kind) => kind.type);

const users = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Up to 30 bids by 6 users over a day, amounts often equal, each with a distinct sequence. */
const bidHistory = fc
  .array(
    fc.record({
      user: fc.constantFrom(...users),
      amount: fc.integer({ min: 1, max: 20 }).map((steps) => steps * 500),
      minute: fc.nat(24 * 60),
    }),
    { maxLength: 30 },
  )
  .map((rows) =>
    rows.map(
      ({ user, amount, minute }, index): BidEntry => ({
        userId: user,
        username: `user_${user}`,
        amountCents: amount,
        placedAt: at(START, minute * TIME_MS.minute).toISOString(),
        sequence: index + 1,
      }),
    ),
  );

describe('auction result', () => {
  it('gives a standard auction to the highest bid', () => {
    const result = auctionResult(auctionKinds[AuctionType.standard], 1, [
      bid('a', 100),
      bid('b', 300),
      bid('c', 200),
    ]);
    expect(result.winners.map((w) => w.userId)).toEqual(['b']);
    expect(result.losers.map((l) => l.userId)).toEqual(['c', 'a']);
  });

  it('gives the top N bids of a tiered auction their tier by rank', () => {
    const bids = [bid('a', 100), bid('b', 300), bid('c', 200), bid('d', 400)];
    const { winners, losers } = auctionResult(auctionKinds[AuctionType.tiered], 3, bids);
    expect(winners.map((w) => [w.userId, w.rank])).toEqual([
      ['d', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(losers.map((l) => l.userId)).toEqual(['a']);
  });

  it('breaks a tie for the earlier bid, then the lower sequence', () => {
    const later = bid('late', 500, 30);
    const earlier = bid('early', 500, 10);
    expect(auctionResult(auctionKinds[AuctionType.standard], 1, [later, earlier]).winners[0]?.userId).toBe(
      'early',
    );
    const sameTime = [
      { ...bid('second', 500, 10), sequence: 9 },
      { ...bid('first', 500, 10), sequence: 8 },
    ];
    expect(rankBids(sameTime).map((b) => b.userId)).toEqual(['first', 'second']);
  });

  it("counts each user's latest bid once, so a user wins once", () => {
    const bids = [bid('a', 900), bid('a', 950), bid('b', 800)];
    const { winners } = auctionResult(auctionKinds[AuctionType.bundle], 2, bids);
    expect(winners.map((w) => [w.userId, w.amountCents])).toEqual([
      ['a', 950],
      ['b', 800],
    ]);
  });

  it("takes a mutable bidder's lowered bid as their bid", () => {
    const bids = [bid('a', 900), bid('b', 800), bid('a', 700)];
    expect(auctionResult(auctionKinds[AuctionType.mutableBid], 1, bids).winners[0]?.userId).toBe('b');
  });

  it('has no winners without bids and refuses types that take no bids', () => {
    expect(auctionResult(auctionKinds[AuctionType.generative], 5, [])).toEqual({ winners: [], losers: [] });
    expect(() => auctionResult(auctionKinds[AuctionType.fixedPrice], 1, [])).toThrow(RangeError);
  });

  it('gives pre-qualified winners 24 hours to pay', () => {
    expect(preQualifiedPaymentDueAt(at(START)).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('never has more winners than the slots, and every winner beats every loser', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bidTypes),
        fc.integer({ min: 1, max: 8 }),
        bidHistory,
        (type, quantity, bids) => {
          const kind = auctionKinds[type] as BidKind;
          const { winners, losers } = auctionResult(kind, quantity, bids);
          const slots = kind.winners === 'single' ? 1 : quantity;
          expect(winners.length).toBeLessThanOrEqual(slots);
          expect(winners.length).toBe(Math.min(slots, new Set(bids.map((b) => b.userId)).size));
          for (const winner of winners) {
            for (const loser of losers) {
              expect(winner.amountCents).toBeGreaterThanOrEqual(loser.amountCents);
              expect(compareBids(winner, loser)).toBeLessThan(0);
            }
          }
          const everyone = [...winners, ...losers].map((b) => b.userId);
          expect(new Set(everyone).size).toBe(everyone.length);
          expect(new Set(everyone)).toEqual(new Set(bids.map((b) => b.userId)));
        },
      ),
    );
  });

  it('does not depend on the order the bids arrive in', () => {
    fc.assert(
      fc.property(
        bidHistory.chain((bids) =>
          fc.tuple(
            fc.constant(bids),
            fc.shuffledSubarray(bids, { minLength: bids.length, maxLength: bids.length }),
          ),
        ),
        fc.integer({ min: 1, max: 4 }),
        ([bids, shuffled], quantity) => {
          const tiered = auctionKinds[AuctionType.tiered];
          expect(auctionResult(tiered, quantity, shuffled)).toEqual(auctionResult(tiered, quantity, bids));
        },
      ),
    );
  });

  it('makes a new bid at the quoted minimum a winner, and one cent less not (with full winners)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(AuctionType.standard, AuctionType.tiered, AuctionType.bundle, AuctionType.generative),
        fc.integer({ min: 1, max: 4 }),
        bidHistory,
        fc.constantFrom(null, 1, 500),
        (type, quantity, history, increment) => {
          const kind = auctionKinds[type] as BidKind;
          const terms = auctionOf(type, {
            initialQuantity: quantity,
            priceCents: 500,
            bidIncrementCents: increment,
          });
          const { requiredCents } = bidQuote(kind, terms, history, 'newcomer');
          const placedAt = at(START, 2 * TIME_MS.day).toISOString();
          const newBid = (amountCents: number): BidEntry => ({
            userId: 'newcomer',
            username: 'newcomer',
            amountCents,
            placedAt,
            sequence: 1_000,
          });
          const winnersWith = (amount: number) =>
            auctionResult(kind, quantity, [...history, newBid(amount)]).winners.map((w) => w.userId);
          expect(winnersWith(requiredCents)).toContain('newcomer');
          if (increment === null && rankBids(history).length >= (kind.winners === 'single' ? 1 : quantity)) {
            expect(winnersWith(requiredCents - 1)).not.toContain('newcomer');
          }
        },
      ),
    );
  });
});
