import type { TraitType } from '../../../shared/domain/enums';

/** What ranking and trait statistics need of an NFT. */
export interface TraitedNft {
  id: string;
  /** Tier code. */
  type: number;
  traits: readonly { type: TraitType; displayValue: string }[];
}

export interface TraitCount {
  type: TraitType;
  value: string;
  /** NFTs with this value. */
  count: number;
}

/** A collection's trait counts within one tier, stored on the collection so no read counts NFTs. */
export interface TierTraitStats {
  tier: number;
  nfts: number;
  traits: TraitCount[];
}

export interface TraitFilterGroup {
  type: TraitType;
  /** NFTs with any value of this trait type. */
  count: number;
  items: { value: string; count: number; percent: number }[];
}

const keyOf = (type: TraitType, value: string) => `${type}:${value}`;

/** Percent of `total` with 2 decimals. */
export const percentOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 10_000) / 100;

function countValues(nfts: readonly TraitedNft[]): Map<string, TraitCount> {
  const counts = new Map<string, TraitCount>();
  for (const nft of nfts)
    for (const trait of nft.traits) {
      const key = keyOf(trait.type, trait.displayValue);
      const known = counts.get(key);
      if (known) known.count += 1;
      else counts.set(key, { type: trait.type, value: trait.displayValue, count: 1 });
    }
  return counts;
}

/**
 * Ranks a generative collection by trait rarity: an NFT scores the sum of 1 / share over its traits (share: the part
 * of the collection with the same value), the highest score is rank 1, and ties keep the order given.
 */
export function rankByTraitRarity(nfts: readonly TraitedNft[]): Map<string, number> {
  const counts = countValues(nfts);
  const scored = nfts.map((nft, position) => ({
    id: nft.id,
    position,
    score: nft.traits.reduce(
      (sum, trait) =>
        sum + nfts.length / (counts.get(keyOf(trait.type, trait.displayValue))?.count ?? nfts.length),
      0,
    ),
  }));
  scored.sort((a, b) => b.score - a.score || a.position - b.position);
  return new Map(scored.map((nft, i) => [nft.id, i + 1]));
}

/** Trait counts per tier, computed when a collection's NFTs are written. */
export function traitStatsByTier(nfts: readonly TraitedNft[]): TierTraitStats[] {
  const tiers = [...new Set(nfts.map((nft) => nft.type))].sort((a, b) => a - b);
  return tiers.map((tier) => {
    const ofTier = nfts.filter((nft) => nft.type === tier);
    return { tier, nfts: ofTier.length, traits: [...countValues(ofTier).values()] };
  });
}

/**
 * The filter groups of GET /collections/{id}/filters/ from the stored counts: one group per trait type (by code),
 * values most common first; percentages of the NFTs in the chosen tiers (every tier when none is chosen).
 */
export function traitFilterGroups(
  stats: readonly TierTraitStats[],
  tiers: readonly number[],
): TraitFilterGroup[] {
  const chosen = tiers.length ? stats.filter((entry) => tiers.includes(entry.tier)) : stats;
  const total = chosen.reduce((sum, entry) => sum + entry.nfts, 0);
  const byType = new Map<TraitType, Map<string, number>>();
  for (const { traits } of chosen)
    for (const { type, value, count } of traits) {
      const values = byType.get(type) ?? new Map<string, number>();
      values.set(value, (values.get(value) ?? 0) + count);
      byType.set(type, values);
    }
  return [...byType.entries()]
    .sort(([a], [b]) => a - b)
    .map(([type, values]) => {
      const items = [...values.entries()]
        .map(([value, count]) => ({ value, count, percent: percentOf(count, total) }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      return { type, count: items.reduce((sum, item) => sum + item.count, 0), items };
    });
}

/** Trait filters: values of one type widen (any of them), different types narrow (all of them). */
export function matchesTraitFilters(
  nft: TraitedNft,
  filters: readonly { type: TraitType; value: string }[],
): boolean {
  const wanted = new Map<TraitType, Set<string>>();
  for (const { type, value } of filters) wanted.set(type, (wanted.get(type) ?? new Set()).add(value));
  return [...wanted.entries()].every(([type, values]) =>
    nft.traits.some((trait) => trait.type === type && values.has(trait.displayValue)),
  );
}
