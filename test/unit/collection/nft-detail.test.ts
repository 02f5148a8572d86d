import { describe, expect, it } from 'vitest';
import { nftStats, traitsLikeMine } from '../../../functions/domain/collection/nft-detail';
import { baseNft } from './fixtures';

const withTraits = (id: string, values: string[]) => ({
  ...baseNft,
  id,
  traits: values.map((displayValue, i) => ({ type: (i + 1) as 1, displayValue, rarity: 1 as const })),
});

describe('traitsLikeMine', () => {
  it('counts the collection NFTs sharing each trait value, itself included, with 2-decimal percentages', () => {
    const mine = withTraits('n1', ['Blue', 'Hat']);
    const collection = [
      mine,
      withTraits('n2', ['Blue', 'Cap']),
      withTraits('n3', ['Red', 'Hat']),
      withTraits('n4', ['Blue']),
    ];
    expect(traitsLikeMine(mine, collection).map((t) => [t.numberLikeMine, t.percentageLikeMine])).toEqual([
      [3, 75],
      [2, 50],
    ]);
    const third = traitsLikeMine(mine, [mine, ...collection.slice(1, 3)]);
    expect(third[0]?.percentageLikeMine).toBe(66.67);
    // A collection list that lags behind still counts the NFT itself.
    expect(traitsLikeMine(mine, [])[0]).toMatchObject({ numberLikeMine: 1, percentageLikeMine: 100 });
  });
});

describe('nftStats', () => {
  it("answers the market record's owners, ath and listings, with the index's cheapest listing as the floor", () => {
    const market = { owners: 2, athCents: 2000, listings: 2 };
    expect(nftStats(baseNft, 12, market, 1200)).toEqual({
      nfts: 12,
      editions: 100,
      owners: 2,
      floorCents: 1200,
      athCents: 2000,
      listings: 2,
    });
    expect(nftStats(baseNft, 1, { owners: 0, athCents: null, listings: 0 }, null)).toEqual({
      nfts: 1,
      editions: 100,
      owners: 0,
      floorCents: null,
      athCents: null,
      listings: 0,
    });
  });

  it('never shows a floor without a listing, nor listings without a floor, while the recount lags', () => {
    expect(nftStats(baseNft, 1, { owners: 1, athCents: null, listings: 0 }, 500)).toMatchObject({
      floorCents: 500,
      listings: 1,
    });
    expect(nftStats(baseNft, 1, { owners: 1, athCents: null, listings: 3 }, null)).toMatchObject({
      floorCents: null,
      listings: 0,
    });
  });
});
