import { describe, expect, it } from 'vitest';
import { TIME_MS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import { type ClaimRequest, checkClaim, Rejection } from '../../../shared/rules/auctions';
import { auctionOf, clockAt, END, LIVE, START, verified } from './support';

const giveaway = (type: AuctionType = AuctionType.giveaway) =>
  auctionOf(type, { priceCents: 0, initialQuantity: 100, availableQuantity: 60 });

const request = (overrides: Partial<ClaimRequest> = {}): ClaimRequest => ({
  auction: giveaway(),
  participant: verified('a'),
  claimed: 0,
  maxPerAccount: null,
  now: LIVE,
  ...overrides,
});

describe('checkClaim', () => {
  it('lets a verified user claim one free NFT from a giveaway', () => {
    expect(checkClaim(request())).toEqual({ ok: true });
    expect(checkClaim(request({ auction: giveaway(AuctionType.singleAuctionGiveaway) }))).toEqual({
      ok: true,
    });
  });

  it('allows 1 per account on the giveaway and the single auction giveaway', () => {
    for (const type of [AuctionType.giveaway, AuctionType.singleAuctionGiveaway]) {
      expect(checkClaim(request({ auction: giveaway(type), claimed: 1, maxPerAccount: 10 }))).toEqual({
        ok: false,
        reason: Rejection.purchaseLimitReached,
        message: 'You have purchased the maximum available per account for this NFT',
      });
    }
  });

  it('needs a verified e-mail except for the open giveaway', () => {
    const unverified = verified('a', { emailVerified: false });
    expect(checkClaim(request({ participant: unverified }))).toMatchObject({
      reason: Rejection.emailUnverified,
    });
    expect(
      checkClaim(request({ participant: unverified, auction: giveaway(AuctionType.singleAuctionGiveaway) })),
    ).toMatchObject({ reason: Rejection.emailUnverified });
    expect(
      checkClaim(request({ participant: unverified, auction: giveaway(AuctionType.openGiveaway) })),
    ).toEqual({
      ok: true,
    });
  });

  it('limits the open giveaway by the auction limit (one claim without one) and the supply', () => {
    const open = giveaway(AuctionType.openGiveaway);
    expect(checkClaim(request({ auction: open, claimed: 0 }))).toEqual({ ok: true });
    expect(checkClaim(request({ auction: open, claimed: 1 }))).toMatchObject({
      reason: Rejection.purchaseLimitReached,
    });
    expect(checkClaim(request({ auction: open, claimed: 4, maxPerAccount: 5 }))).toEqual({ ok: true });
    expect(checkClaim(request({ auction: open, claimed: 2, maxPerAccount: 2 }))).toMatchObject({
      reason: Rejection.purchaseLimitReached,
    });
    const empty = auctionOf(AuctionType.openGiveaway, { availableQuantity: 0 });
    expect(checkClaim(request({ auction: empty }))).toMatchObject({ reason: Rejection.soldOut });
  });

  it('needs login, even for the open giveaway', () => {
    expect(
      checkClaim(request({ participant: null, auction: giveaway(AuctionType.openGiveaway) })),
    ).toMatchObject({
      reason: Rejection.loginRequired,
    });
  });

  it('claims only while the giveaway is live, as the clock moves', () => {
    const clock = clockAt(START, -TIME_MS.second);
    expect(checkClaim(request({ now: clock.now() }))).toMatchObject({ reason: Rejection.notStarted });
    clock.set(START);
    expect(checkClaim(request({ now: clock.now() }))).toEqual({ ok: true });
    clock.set(END);
    expect(checkClaim(request({ now: clock.now() }))).toMatchObject({ reason: Rejection.ended });
  });

  it('refuses types that are not free claims', () => {
    for (const type of [AuctionType.fixedPrice, AuctionType.standard, AuctionType.external]) {
      expect(checkClaim(request({ auction: auctionOf(type) })), `type ${type}`).toMatchObject({
        reason: Rejection.notClaimable,
      });
    }
  });
});
