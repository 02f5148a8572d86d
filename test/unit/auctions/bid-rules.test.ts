import { describe, expect, it } from 'vitest';
import { TIME_MS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import {
  auctionKinds,
  type BidKind,
  bidCentsFromInput,
  bidQuote,
  bidStepCents,
  checkBid,
  lowestBidToBeatCents,
  minimumBidCents,
  Rejection,
  winnerSlots,
} from '../../../shared/rules/auctions';
import { at, auctionOf, bid, clockAt, END, LIVE, START, verified } from './support';

const kindOf = (type: AuctionType) => auctionKinds[type] as BidKind;
const standard = kindOf(AuctionType.standard);

describe('minimum bid', () => {
  it('is minimum_winning_bid, else the price, else $1', () => {
    expect(minimumBidCents(standard, auctionOf(1, { minimumWinningBidCents: 12_345 }))).toBe(12_345);
    expect(minimumBidCents(standard, auctionOf(1, { minimumWinningBidCents: null, priceCents: 5_000 }))).toBe(
      5_000,
    );
    expect(minimumBidCents(standard, auctionOf(1, { minimumWinningBidCents: 0, priceCents: 0 }))).toBe(100);
  });

  it('is at least $1 on a pre-qualified auction', () => {
    const terms = auctionOf(AuctionType.preQualified, { minimumWinningBidCents: 50 });
    expect(minimumBidCents(kindOf(AuctionType.preQualified), terms)).toBe(100);
    expect(minimumBidCents(standard, terms)).toBe(50);
  });

  it('steps by bid_increment, else by a cent', () => {
    expect(bidStepCents({ bidIncrementCents: 500 })).toBe(500);
    expect(bidStepCents({ bidIncrementCents: null })).toBe(1);
  });
});

describe('winner slots', () => {
  it('is one for standard and silent, the quantity for the others', () => {
    expect(winnerSlots(standard, 5)).toBe(1);
    expect(winnerSlots(kindOf(AuctionType.silent), 5)).toBe(1);
    for (const type of [
      AuctionType.tiered,
      AuctionType.bundle,
      AuctionType.generative,
      AuctionType.mutableBid,
    ]) {
      expect(winnerSlots(kindOf(type), 5)).toBe(5);
    }
  });
});

describe('lowest bid to beat', () => {
  const tiered = kindOf(AuctionType.tiered);
  const threeEditions = auctionOf(AuctionType.tiered, { initialQuantity: 3 });

  it('is the minimum while there are fewer bids than winners', () => {
    expect(lowestBidToBeatCents(standard, auctionOf(1), [])).toBe(10_000);
    expect(lowestBidToBeatCents(tiered, threeEditions, [bid('a', 20_000), bid('b', 30_000)])).toBe(10_000);
  });

  it('is one step above the last winning bid once the winners are full', () => {
    expect(lowestBidToBeatCents(standard, auctionOf(1), [bid('a', 15_000)])).toBe(16_000);
    const bids = [bid('a', 20_000), bid('b', 30_000), bid('c', 25_000), bid('d', 11_000)];
    expect(lowestBidToBeatCents(tiered, threeEditions, bids)).toBe(21_000);
  });

  it("leaves out the asking user's own bid, which their new bid replaces", () => {
    const bids = [bid('a', 20_000), bid('b', 30_000), bid('c', 25_000)];
    expect(lowestBidToBeatCents(tiered, threeEditions, bids, 'a')).toBe(10_000);
    expect(lowestBidToBeatCents(standard, auctionOf(1), bids, 'b')).toBe(26_000);
  });

  it("counts a user's latest bid only", () => {
    const bids = [bid('a', 20_000), bid('a', 40_000)];
    expect(lowestBidToBeatCents(standard, auctionOf(1), bids)).toBe(41_000);
  });
});

describe('place or update', () => {
  it('places without a last bid and updates with one', () => {
    expect(bidQuote(standard, auctionOf(1), [], 'a')).toEqual({
      action: 'place',
      lastBidCents: null,
      requiredCents: 10_000,
    });
    expect(bidQuote(standard, auctionOf(1), [bid('a', 15_000)], 'a')).toEqual({
      action: 'update',
      lastBidCents: 15_000,
      requiredCents: 16_000,
    });
  });

  it('makes an outbid user beat the leader', () => {
    const quote = bidQuote(standard, auctionOf(1), [bid('a', 15_000), bid('b', 30_000)], 'a');
    expect(quote).toMatchObject({ action: 'update', requiredCents: 31_000 });
  });

  it('lets a silent bidder bid the minimum without seeing the others, and only raise', () => {
    const silent = kindOf(AuctionType.silent);
    const terms = auctionOf(AuctionType.silent);
    expect(bidQuote(silent, terms, [bid('b', 90_000)], 'a').requiredCents).toBe(10_000);
    expect(bidQuote(silent, terms, [bid('b', 90_000), bid('a', 12_000)], 'a').requiredCents).toBe(13_000);
  });

  it('lets a mutable bidder go down to the minimum', () => {
    const mutable = kindOf(AuctionType.mutableBid);
    const terms = auctionOf(AuctionType.mutableBid);
    expect(bidQuote(mutable, terms, [bid('a', 50_000)], 'a')).toMatchObject({
      action: 'update',
      requiredCents: 10_000,
    });
    expect(bidQuote(mutable, terms, [bid('b', 50_000)], 'a')).toMatchObject({
      action: 'place',
      requiredCents: 51_000,
    });
  });
});

describe('checkBid', () => {
  const request = (overrides: Partial<Parameters<typeof checkBid>[0]> = {}) => ({
    auction: auctionOf(AuctionType.standard),
    participant: verified('a'),
    amountCents: 10_000,
    bids: [],
    now: LIVE,
    ...overrides,
  });

  it('accepts a bid at the minimum', () => {
    expect(checkBid(request())).toEqual({
      ok: true,
      action: 'place',
      lastBidCents: null,
      requiredCents: 10_000,
      amountCents: 10_000,
    });
  });

  it("refuses a low bid with the spec's message and the minimum in dollars", () => {
    const result = checkBid(request({ amountCents: 9_999 }));
    expect(result).toEqual({
      ok: false,
      reason: Rejection.bidTooLow,
      message: 'Bid should be equal to or more then $100.00',
    });
    const outbid = checkBid(request({ amountCents: 123_000, bids: [bid('b', 123_345)] }));
    expect(outbid.ok === false && outbid.message).toBe('Bid should be equal to or more then $1,243.45');
  });

  it('refuses amounts that are not whole positive cents', () => {
    for (const amountCents of [0, -100, 100.5, Number.NaN]) {
      expect(checkBid(request({ amountCents })), String(amountCents)).toMatchObject({
        ok: false,
        reason: Rejection.invalidAmount,
      });
    }
  });

  it('refuses an update to the same amount', () => {
    const result = checkBid(request({ amountCents: 20_000, bids: [bid('a', 20_000)] }));
    expect(result).toMatchObject({
      ok: false,
      reason: Rejection.bidUnchanged,
      message: 'Your bid is already $200.00.',
    });
  });

  it('lets a mutable bidder lower their bid but not below the minimum', () => {
    const auction = auctionOf(AuctionType.mutableBid);
    const bids = [bid('a', 50_000), bid('b', 40_000)];
    expect(checkBid(request({ auction, bids, amountCents: 20_000 }))).toMatchObject({
      ok: true,
      action: 'update',
    });
    expect(checkBid(request({ auction, bids, amountCents: 9_000 }))).toMatchObject({
      reason: Rejection.bidTooLow,
    });
  });

  it('refuses a lower update on every raise-only type', () => {
    for (const type of [AuctionType.standard, AuctionType.silent, AuctionType.tiered, AuctionType.bundle]) {
      const result = checkBid(
        request({ auction: auctionOf(type), bids: [bid('a', 50_000)], amountCents: 40_000 }),
      );
      expect(result, `type ${type}`).toMatchObject({ ok: false, reason: Rejection.bidTooLow });
    }
  });

  it('lets only pre-qualified users bid on a pre-qualified auction', () => {
    const auction = auctionOf(AuctionType.preQualified);
    expect(checkBid(request({ auction }))).toMatchObject({ ok: false, reason: Rejection.notPreQualified });
    expect(checkBid(request({ auction, participant: verified('a', { preQualified: true }) }))).toMatchObject({
      ok: true,
    });
  });

  it('needs a logged-in user with a verified e-mail who is not the seller', () => {
    expect(checkBid(request({ participant: null }))).toMatchObject({ reason: Rejection.loginRequired });
    expect(checkBid(request({ participant: verified('a', { emailVerified: false }) }))).toMatchObject({
      reason: Rejection.emailUnverified,
    });
    expect(checkBid(request({ sellerUsername: 'user_a' }))).toMatchObject({ reason: Rejection.ownAuction });
    expect(checkBid(request({ sellerUsername: 'user_z' }))).toMatchObject({ ok: true });
  });

  it('refuses bids on types that do not take bids', () => {
    for (const type of [
      AuctionType.fixedPrice,
      AuctionType.giveaway,
      AuctionType.external,
      AuctionType.dutch,
    ]) {
      expect(checkBid(request({ auction: auctionOf(type) })), `type ${type}`).toMatchObject({
        reason: Rejection.notBiddable,
      });
    }
  });

  it('takes bids only while the auction is live, as the clock moves', () => {
    const clock = clockAt(START, -TIME_MS.minute);
    const check = () => checkBid(request({ now: clock.now() }));
    expect(check()).toMatchObject({ reason: Rejection.notStarted });
    clock.set(START);
    expect(check()).toMatchObject({ ok: true });
    clock.set(at(END, -1));
    expect(check()).toMatchObject({ ok: true });
    clock.advance(1);
    expect(check()).toMatchObject({ reason: Rejection.ended });
    expect(checkBid(request({ auction: auctionOf(1, { soldOut: true }) }))).toMatchObject({
      reason: Rejection.soldOut,
    });
  });
});

describe('bid input', () => {
  it('cuts pre-qualified decimals to 2 and takes up to 2 elsewhere', () => {
    const preQualified = auctionKinds[AuctionType.preQualified];
    expect(bidCentsFromInput(preQualified, '12.349')).toBe(1_234);
    expect(bidCentsFromInput(preQualified, '12.')).toBe(1_200);
    expect(bidCentsFromInput(preQualified, '7')).toBe(700);
    expect(bidCentsFromInput(standard, '12.34')).toBe(1_234);
    expect(bidCentsFromInput(standard, '12.349')).toBeUndefined();
    expect(bidCentsFromInput(standard, '-1')).toBeUndefined();
    expect(bidCentsFromInput(preQualified, 'abc')).toBeUndefined();
  });
});
