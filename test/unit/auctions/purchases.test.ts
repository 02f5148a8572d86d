import { describe, expect, it } from 'vitest';
import { DEFAULT_FREE_CLAIMS_PER_ACCOUNT, TIME_MS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import {
  auctionKinds,
  checkPurchase,
  type PurchaseRequest,
  perAccountLimit,
  Rejection,
  reachedPurchaseLimit,
  remainingForAccount,
  sequentialEditions,
} from '../../../shared/rules/auctions';
import { at, auctionOf, clockAt, END, LIVE, START, verified } from './support';

const request = (overrides: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
  auction: auctionOf(AuctionType.fixedPrice, { initialQuantity: 10, availableQuantity: 4 }),
  participant: verified('a'),
  quantity: 1,
  purchased: 0,
  maxPerAccount: null,
  now: LIVE,
  ...overrides,
});

describe('checkPurchase', () => {
  it('sells a fixed-price edition at the price', () => {
    expect(checkPurchase(request({ quantity: 3 }))).toEqual({
      ok: true,
      unitPriceCents: 10_000,
      totalCents: 30_000,
      editions: null,
    });
  });

  it('never sells more than is left of a limited supply', () => {
    expect(checkPurchase(request({ quantity: 5 }))).toEqual({
      ok: false,
      reason: Rejection.quantityNotAvailable,
      message: 'Only 4 left.',
    });
    const none = request({ auction: auctionOf(AuctionType.fixedPrice, { availableQuantity: 0 }) });
    expect(checkPurchase(none)).toMatchObject({ reason: Rejection.soldOut });
  });

  it('sells an open edition whatever the count left', () => {
    const open = auctionOf(AuctionType.open, { initialQuantity: 0, availableQuantity: 0 });
    expect(checkPurchase(request({ auction: open, quantity: 50 }))).toMatchObject({
      ok: true,
      totalCents: 500_000,
    });
  });

  it('sells fixed price sequential editions in sequence order', () => {
    const auction = auctionOf(AuctionType.fixedPriceSequential, {
      initialQuantity: 10,
      availableQuantity: 7,
    });
    expect(checkPurchase(request({ auction, quantity: 2 }))).toMatchObject({ ok: true, editions: [4, 5] });
    expect(sequentialEditions({ initialQuantity: 5, availableQuantity: 5 }, 1)).toEqual([1]);
  });

  it('sells a Dutch edition at the price of the moment', () => {
    const auction = auctionOf(AuctionType.dutch, {
      priceCents: 150_000,
      initialQuantity: 20,
      availableQuantity: 20,
      floorPriceCents: 50_000,
      reductionAmountCents: 10_000,
      interval: { every: 1, period: 'hours' },
    });
    const clock = clockAt(START, 30 * TIME_MS.minute);
    expect(checkPurchase(request({ auction, now: clock.now() }))).toMatchObject({ unitPriceCents: 150_000 });
    clock.advance(2 * TIME_MS.hour);
    expect(checkPurchase(request({ auction, now: clock.now(), quantity: 2 }))).toMatchObject({
      unitPriceCents: 130_000,
      totalCents: 260_000,
    });
    clock.set(END);
    expect(checkPurchase(request({ auction, now: clock.now() }))).toMatchObject({ reason: Rejection.ended });
  });

  it('refuses a zero price, a bad quantity and the types that are not bought', () => {
    expect(
      checkPurchase(request({ auction: auctionOf(AuctionType.fixedPrice, { priceCents: 0 }) })),
    ).toMatchObject({
      reason: Rejection.priceMissing,
    });
    for (const quantity of [0, -1, 1.5]) {
      expect(checkPurchase(request({ quantity }))).toMatchObject({ reason: Rejection.invalidQuantity });
    }
    for (const type of [AuctionType.standard, AuctionType.giveaway, AuctionType.external]) {
      expect(checkPurchase(request({ auction: auctionOf(type) })), `type ${type}`).toMatchObject({
        reason: Rejection.notForSale,
      });
    }
  });

  it('keeps to the per-account limit', () => {
    expect(checkPurchase(request({ maxPerAccount: 2, purchased: 1 }))).toMatchObject({ ok: true });
    expect(checkPurchase(request({ maxPerAccount: 2, purchased: 1, quantity: 2 }))).toEqual({
      ok: false,
      reason: Rejection.purchaseLimitReached,
      message: 'You have purchased the maximum available per account for this NFT',
    });
  });

  it('needs a verified user who is not the seller, while the sale is live', () => {
    expect(checkPurchase(request({ participant: null }))).toMatchObject({ reason: Rejection.loginRequired });
    expect(checkPurchase(request({ participant: verified('a', { emailVerified: false }) }))).toMatchObject({
      reason: Rejection.emailUnverified,
    });
    expect(checkPurchase(request({ sellerUsername: 'user_a' }))).toMatchObject({
      reason: Rejection.ownAuction,
    });
    expect(checkPurchase(request({ now: at(START, -1) }))).toMatchObject({ reason: Rejection.notStarted });
    const soldOut = auctionOf(AuctionType.fixedPrice, { soldOut: true, availableQuantity: 0 });
    expect(checkPurchase(request({ auction: soldOut }))).toMatchObject({ reason: Rejection.soldOut });
  });
});

describe('purchase limits', () => {
  it('allows 1 free claim on the giveaway types, the open one without a limit too, and the auction limit elsewhere', () => {
    const kind = (type: AuctionType) => auctionKinds[type];
    expect(perAccountLimit(kind(AuctionType.giveaway), 5)).toBe(1);
    expect(perAccountLimit(kind(AuctionType.singleAuctionGiveaway), null)).toBe(1);
    expect(perAccountLimit(kind(AuctionType.openGiveaway), null)).toBe(DEFAULT_FREE_CLAIMS_PER_ACCOUNT);
    expect(perAccountLimit(kind(AuctionType.openGiveaway), 3)).toBe(3);
    expect(perAccountLimit(kind(AuctionType.fixedPrice), 3)).toBe(3);
    expect(perAccountLimit(kind(AuctionType.standard), 3)).toBeNull();
  });

  it('answers reached_purchase_limit', () => {
    const fixed = auctionKinds[AuctionType.fixedPrice];
    expect(reachedPurchaseLimit(fixed, 2, 3)).toBe(false);
    expect(reachedPurchaseLimit(fixed, 3, 3)).toBe(true);
    expect(reachedPurchaseLimit(fixed, 300, null)).toBe(false);
    expect(reachedPurchaseLimit(auctionKinds[AuctionType.giveaway], 1, null)).toBe(true);
    expect(remainingForAccount(fixed, 5, 3)).toBe(0);
  });
});
