import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuctionRecord } from '../../../functions/data/auction';
import {
  AuctionType,
  auctionTypes,
  noEmailVerificationAuctionTypes,
  oneFreeClaimAuctionTypes,
} from '../../../shared/domain/enums';
import { auctionKind, auctionKinds, type PurchaseTerms, type SaleMode } from '../../../shared/rules/auctions';

const modeOf = (type: AuctionType) => auctionKinds[type].mode;

describe('auction kinds', () => {
  it('describes all 15 types, each under its own code', () => {
    expect(Object.keys(auctionKinds).map(Number)).toEqual(auctionTypes);
    for (const type of auctionTypes) expect(auctionKinds[type].type).toBe(type);
  });

  it('sorts the types into bidding, buying, free claims and external links', () => {
    const byMode = (mode: SaleMode) => auctionTypes.filter((type) => modeOf(type) === mode);
    expect(byMode('bid')).toEqual([
      AuctionType.standard,
      AuctionType.silent,
      AuctionType.tiered,
      AuctionType.mutableBid,
      AuctionType.bundle,
      AuctionType.generative,
      AuctionType.preQualified,
    ]);
    expect(byMode('buy')).toEqual([
      AuctionType.open,
      AuctionType.fixedPrice,
      AuctionType.fixedPriceSequential,
      AuctionType.dutch,
    ]);
    expect(byMode('claim')).toEqual([
      AuctionType.giveaway,
      AuctionType.singleAuctionGiveaway,
      AuctionType.openGiveaway,
    ]);
    expect(byMode('external')).toEqual([AuctionType.external]);
  });

  it('gives each bid type its winners, visibility and update rule', () => {
    const bidKinds = auctionTypes.map((type) => auctionKinds[type]).filter((kind) => kind.mode === 'bid');
    const single = bidKinds.filter((kind) => kind.winners === 'single').map((kind) => kind.type);
    expect(single).toEqual([AuctionType.standard, AuctionType.silent]);
    expect(bidKinds.filter((kind) => kind.hiddenBids).map((kind) => kind.type)).toEqual([AuctionType.silent]);
    const mutable = bidKinds.filter((kind) => kind.bidChange === 'raiseOrLower').map((kind) => kind.type);
    expect(mutable).toEqual([AuctionType.mutableBid]);
    const prequalified = bidKinds.filter((kind) => kind.preQualifiedOnly).map((kind) => kind.type);
    expect(prequalified).toEqual([AuctionType.preQualified]);
  });

  it('marks the open edition, the sequential sale and the falling price', () => {
    expect(auctionKinds[AuctionType.open]).toMatchObject({ supply: 'open', sequentialEditions: false });
    expect(auctionKinds[AuctionType.fixedPrice]).toMatchObject({
      supply: 'limited',
      sequentialEditions: false,
    });
    expect(auctionKinds[AuctionType.fixedPriceSequential]).toMatchObject({ sequentialEditions: true });
    expect(auctionKinds[AuctionType.dutch]).toMatchObject({ supply: 'limited', fallingPrice: true });
  });

  it('follows the enumerations for free-claim limits and e-mail verification', () => {
    for (const type of auctionTypes) {
      const kind = auctionKinds[type];
      expect(kind.needsVerifiedEmail, `type ${type}`).toBe(!noEmailVerificationAuctionTypes.includes(type));
      if (kind.mode === 'claim') {
        expect(kind.claimsPerAccount, `type ${type}`).toBe(
          oneFreeClaimAuctionTypes.includes(type) ? 1 : null,
        );
      }
    }
    expect(auctionKinds[AuctionType.openGiveaway].needsVerifiedEmail).toBe(false);
  });

  it('reads a stored code and refuses one outside 1-15', () => {
    expect(auctionKind(15).mode).toBe('buy');
    expect(() => auctionKind(0)).toThrow();
    expect(() => auctionKind(16)).toThrow();
  });

  it('takes a stored auction as it is', () => {
    expectTypeOf<AuctionRecord>().toExtend<PurchaseTerms>();
  });
});
