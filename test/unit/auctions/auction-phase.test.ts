import { describe, expect, it } from 'vitest';
import { TIME_MS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import {
  auctionKinds,
  auctionPhase,
  nextDetailRefreshAt,
  participationRefusal,
  Rejection,
  timingRefusal,
} from '../../../shared/rules/auctions';
import { at, auctionOf, clockAt, END, START, verified } from './support';

describe('auction phase', () => {
  it('moves from coming to live to ended as the clock moves', () => {
    const auction = auctionOf(AuctionType.standard);
    const clock = clockAt(START, -TIME_MS.day);
    expect(auctionPhase(auction, clock.now())).toBe('coming');
    expect(timingRefusal(auction, clock.now())).toMatchObject({ reason: Rejection.notStarted });
    clock.set(START);
    expect(auctionPhase(auction, clock.now())).toBe('live');
    expect(timingRefusal(auction, clock.now())).toBeNull();
    clock.set(END);
    expect(auctionPhase(auction, clock.now())).toBe('ended');
    expect(timingRefusal(auction, clock.now())).toMatchObject({ reason: Rejection.ended });
  });

  it('is sold out once sold out, and stays live without an end', () => {
    expect(auctionPhase(auctionOf(AuctionType.fixedPrice, { soldOut: true }), at(START, 1))).toBe('soldOut');
    expect(auctionPhase(auctionOf(AuctionType.fixedPrice, { soldOut: true }), at(START, -1))).toBe('coming');
    expect(auctionPhase(auctionOf(AuctionType.open, { ends: null }), at(START, 400 * TIME_MS.day))).toBe(
      'live',
    );
  });
});

describe('participation', () => {
  it('asks a visitor to log in on every on-platform type', () => {
    for (const kind of Object.values(auctionKinds)) {
      expect(participationRefusal(kind, null), `type ${kind.type}`).toMatchObject({
        reason: Rejection.loginRequired,
      });
    }
  });

  it('checks pre-qualification only on the pre-qualified auction', () => {
    const user = verified('a');
    expect(participationRefusal(auctionKinds[AuctionType.preQualified], user)).toMatchObject({
      reason: Rejection.notPreQualified,
    });
    expect(participationRefusal(auctionKinds[AuctionType.standard], user)).toBeNull();
  });
});

describe('detail refresh', () => {
  const dutchFields = { floorPriceCents: null, reductionAmountCents: null, interval: null };

  it('refreshes at the start and at the end', () => {
    const auction = { ...auctionOf(AuctionType.standard), ...dutchFields };
    const kind = auctionKinds[AuctionType.standard];
    expect(nextDetailRefreshAt(kind, auction, at(START, -TIME_MS.hour))).toEqual(at(START));
    expect(nextDetailRefreshAt(kind, auction, at(START, TIME_MS.hour))).toEqual(at(END));
    expect(nextDetailRefreshAt(kind, auction, at(END))).toBeNull();
  });

  it('refreshes a pre-qualified auction 3 minutes before the end and at the end', () => {
    const auction = auctionOf(AuctionType.preQualified);
    const kind = auctionKinds[AuctionType.preQualified];
    const clock = clockAt(END, -TIME_MS.hour);
    expect(nextDetailRefreshAt(kind, auction, clock.now())).toEqual(at(END, -180_000));
    clock.set(at(END, -180_000));
    expect(nextDetailRefreshAt(kind, auction, clock.now())).toEqual(at(END));
  });

  it('refreshes a Dutch auction at each interval completion', () => {
    const auction = auctionOf(AuctionType.dutch, {
      priceCents: 5_000,
      floorPriceCents: 3_000,
      reductionAmountCents: 1_000,
      interval: { every: 30, period: 'minutes' },
    });
    const kind = auctionKinds[AuctionType.dutch];
    expect(nextDetailRefreshAt(kind, auction, at(START, TIME_MS.minute))).toEqual(
      at(START, 30 * TIME_MS.minute),
    );
    expect(nextDetailRefreshAt(kind, auction, at(START, 31 * TIME_MS.minute))).toEqual(
      at(START, TIME_MS.hour),
    );
    expect(nextDetailRefreshAt(kind, auction, at(START, 61 * TIME_MS.minute))).toEqual(at(END));
  });
});
