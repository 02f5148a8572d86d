import { describe, expect, it } from 'vitest';
import {
  matchesTraitFilters,
  rankByTraitRarity,
  type TraitedNft,
  traitFilterGroups,
  traitStatsByTier,
} from '../../../functions/domain/collection/trait-rarity';
import { TraitType } from '../../../shared/domain/enums';

const nft = (id: string, traits: [TraitType, string][], type = 11): TraitedNft => ({
  id,
  type,
  traits: traits.map(([traitType, displayValue]) => ({ type: traitType, displayValue })),
});

// Backgrounds: Red 3 of 4, Gold 1 of 4; hats: Cap 2 of 4, Crown 1 of 4, one NFT without a hat.
const nfts = [
  nft('a', [
    [TraitType.background, 'Red'],
    [TraitType.hat, 'Cap'],
  ]),
  nft('b', [
    [TraitType.background, 'Gold'],
    [TraitType.hat, 'Cap'],
  ]),
  nft('c', [
    [TraitType.background, 'Red'],
    [TraitType.hat, 'Crown'],
  ]),
  nft('d', [[TraitType.background, 'Red']]),
];

describe('rankByTraitRarity', () => {
  it('ranks by the sum of 1 / share of each trait, rarest first', () => {
    // Scores: a 4/3+2 = 3.33, b 4+2 = 6, c 4/3+4 = 5.33, d 4/3 = 1.33.
    expect(Object.fromEntries(rankByTraitRarity(nfts))).toEqual({ b: 1, c: 2, a: 3, d: 4 });
  });

  it('keeps the given order for equal scores', () => {
    const twins = [nft('x', [[TraitType.hat, 'Cap']]), nft('y', [[TraitType.hat, 'Cap']])];
    expect([...rankByTraitRarity(twins).entries()]).toEqual([
      ['x', 1],
      ['y', 2],
    ]);
    expect([...rankByTraitRarity([...twins].reverse()).entries()]).toEqual([
      ['y', 1],
      ['x', 2],
    ]);
  });

  it('ranks an NFT with more traits above one with fewer of the same shares', () => {
    const ranks = rankByTraitRarity([nfts[0] as TraitedNft, nfts[3] as TraitedNft]);
    expect(ranks.get('a')).toBe(1);
    expect(ranks.get('d')).toBe(2);
  });
});

describe('traitStatsByTier and traitFilterGroups', () => {
  const stats = traitStatsByTier([...nfts, nft('e', [[TraitType.background, 'Gold']], 4)]);

  it('counts each value per tier', () => {
    expect(stats.map(({ tier, nfts: count }) => [tier, count])).toEqual([
      [4, 1],
      [11, 4],
    ]);
    expect(stats[1]?.traits).toContainEqual({ type: TraitType.background, value: 'Red', count: 3 });
  });

  it('answers groups by trait type with counts and 2-decimal percentages of every tier', () => {
    expect(traitFilterGroups(stats, [])).toEqual([
      {
        type: TraitType.background,
        count: 5,
        items: [
          { value: 'Red', count: 3, percent: 60 },
          { value: 'Gold', count: 2, percent: 40 },
        ],
      },
      {
        type: TraitType.hat,
        count: 3,
        items: [
          { value: 'Cap', count: 2, percent: 40 },
          { value: 'Crown', count: 1, percent: 20 },
        ],
      },
    ]);
  });

  it('narrows counts and percentages to the chosen tiers', () => {
    const [background] = traitFilterGroups(stats, [11]);
    expect(background?.items).toEqual([
      { value: 'Red', count: 3, percent: 75 },
      { value: 'Gold', count: 1, percent: 25 },
    ]);
    expect(traitFilterGroups(stats, [4])).toEqual([
      { type: TraitType.background, count: 1, items: [{ value: 'Gold', count: 1, percent: 100 }] },
    ]);
  });

  it('rounds percentages to 2 decimals', () => {
    const thirds = traitStatsByTier([nft('p', [[TraitType.hat, 'Cap']]), nft('q', []), nft('r', [])]);
    expect(traitFilterGroups(thirds, [])[0]?.items[0]?.percent).toBe(33.33);
  });
});

describe('matchesTraitFilters', () => {
  const [a, b, c, d] = nfts as [TraitedNft, TraitedNft, TraitedNft, TraitedNft];
  const red = { type: TraitType.background, value: 'Red' };
  const gold = { type: TraitType.background, value: 'Gold' };
  const cap = { type: TraitType.hat, value: 'Cap' };

  it('matches everything without filters', () => {
    expect(nfts.every((each) => matchesTraitFilters(each, []))).toBe(true);
  });

  it('widens within a trait type and narrows across types', () => {
    expect(nfts.filter((each) => matchesTraitFilters(each, [red, gold]))).toHaveLength(4);
    expect(nfts.filter((each) => matchesTraitFilters(each, [red, cap]))).toEqual([a]);
    expect(nfts.filter((each) => matchesTraitFilters(each, [red, gold, cap]))).toEqual([a, b]);
    expect(matchesTraitFilters(d, [cap])).toBe(false);
    expect(matchesTraitFilters(c, [red])).toBe(true);
  });
});
