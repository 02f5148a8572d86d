import type { ArtistRecord } from '../../../functions/data/artist';
import type { NftRecord, TraitRecord } from '../../../functions/data/nft';
import { rankByTraitRarity } from '../../../functions/domain/collection/trait-rarity';
import { Blockchain, HasVault, MintedBy, Rarity, Tier, TraitType } from '../../../shared/domain/enums';
import { createRandom, type Random } from '../prng';
import type { MediaSet } from './media-set';

export const NEON_ALLEY_ID = 'collection-neon-alley';
const NEON_ALLEY_SIZE = 40;
/** Neon Alley opened two days ago (hours from now): the collection and its blocks. */
export const NEON_ALLEY_CREATED_H = -2 * 24;

interface TraitPool {
  type: TraitType;
  /** Chance that a block has the trait at all. */
  presence: number;
  values: [string, number][];
}

/** Street traits with weights: a weight of 4 in a pool summing to 100 is about 4% of blocks. */
const pools: TraitPool[] = [
  {
    type: TraitType.background,
    presence: 1,
    values: [
      ['Dusk Violet', 30],
      ['Midnight Navy', 30],
      ['Smog Orange', 20],
      ['Acid Green', 12],
      ['Aurora', 8],
    ],
  },
  {
    type: TraitType.streetName,
    presence: 1,
    values: [
      ['Canal Street', 25],
      ['Lantern Row', 20],
      ['Kite Lane', 18],
      ['Ember Avenue', 14],
      ['Harbor Way', 11],
      ['Mercury Boulevard', 8],
      ['Velvet Alley', 4],
    ],
  },
  {
    type: TraitType.streetColor,
    presence: 1,
    values: [
      ['Asphalt Grey', 40],
      ['Rain Slick', 25],
      ['Brick Red', 20],
      ['Gold Leaf', 10],
      ['Chrome', 5],
    ],
  },
  {
    type: TraitType.streetDetails,
    presence: 1,
    values: [
      ['Puddles', 30],
      ['Food Stalls', 25],
      ['Vending Machines', 20],
      ['Cherry Blossoms', 15],
      ['Koi Lanterns', 10],
    ],
  },
  {
    type: TraitType.buildingType,
    presence: 1,
    values: [
      ['Walk-up', 35],
      ['Tower', 25],
      ['Arcade', 18],
      ['Noodle Bar', 14],
      ['Pagoda', 8],
    ],
  },
  {
    type: TraitType.rooftop,
    presence: 1,
    values: [
      ['Water Tank', 35],
      ['Antenna Forest', 25],
      ['Garden', 20],
      ['Helipad', 12],
      ['Neon Crown', 8],
    ],
  },
  {
    type: TraitType.billboard,
    presence: 0.6,
    values: [
      ['Cola Ad', 35],
      ['Idol Poster', 25],
      ['Ramen Ad', 20],
      ['Holo Koi', 12],
      ['Glitch Screen', 8],
    ],
  },
  {
    type: TraitType.neonSign,
    presence: 0.7,
    values: [
      ['Open 24h', 35],
      ['Hotel', 25],
      ['Karaoke', 20],
      ['Dragon', 12],
      ['Lucky Cat', 8],
    ],
  },
];

function weighted(random: Random, values: [string, number][]): string {
  const total = values.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of values) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return values[values.length - 1]?.[0] ?? '';
}

/** Rarity code from the share of blocks that have the same value: common above 30% ... super at 3% or less. */
function rarityOfShare(share: number): Rarity {
  if (share > 0.3) return Rarity.common;
  if (share > 0.2) return Rarity.uncommon;
  if (share > 0.12) return Rarity.rare;
  if (share > 0.08) return Rarity.legendary;
  if (share > 0.05) return Rarity.mythic;
  if (share > 0.03) return Rarity.epic;
  return Rarity.super;
}

const label = (n: number) => String(n).padStart(3, '0');

/**
 * The generative collection: 40 one-of-one blocks with street traits, ranked by trait rarity (rank 1 the rarest;
 * ties go to the lower number).
 */
export function buildNeonAlley(artist: ArtistRecord, media: MediaSet): NftRecord[] {
  const blocks = Array.from({ length: NEON_ALLEY_SIZE }, (_, i) => {
    const random = createRandom(`neon-alley-${label(i + 1)}`);
    const values = pools.flatMap((pool) =>
      random.chance(pool.presence) ? [{ type: pool.type, value: weighted(random, pool.values) }] : [],
    );
    return { number: i + 1, values };
  });
  const counts = new Map<string, number>();
  const keyOf = (type: TraitType, value: string) => `${type}:${value}`;
  for (const { values } of blocks)
    for (const { type, value } of values)
      counts.set(keyOf(type, value), (counts.get(keyOf(type, value)) ?? 0) + 1);
  const shareOf = (type: TraitType, value: string) => (counts.get(keyOf(type, value)) ?? 1) / NEON_ALLEY_SIZE;
  const idOf = (number: number) => `nft-neon-alley-${label(number)}`;
  const ranks = rankByTraitRarity(
    blocks.map(({ number, values }) => ({
      id: idOf(number),
      type: Tier.generative,
      traits: values.map(({ type, value }) => ({ type, displayValue: value })),
    })),
  );

  return blocks.map(({ number, values }) => {
    const id = idOf(number);
    const traitValue = (type: TraitType) => values.find((entry) => entry.type === type)?.value;
    const traits: TraitRecord[] = values.map(({ type, value }) => ({
      type,
      displayValue: value,
      rarity: rarityOfShare(shareOf(type, value)),
    }));
    const imageKey = media.square(`nfts/${id}.svg`, {
      id,
      title: `Neon Alley #${label(number)}`,
      subtitle: traitValue(TraitType.streetName) ?? 'Neon Alley',
      category: 'lifestyle',
      motif: 'street',
    });
    return {
      id,
      collectionId: NEON_ALLEY_ID,
      title: `Neon Alley #${label(number)}`,
      type: Tier.generative,
      quantity: 1,
      imageKey,
      thumbnailKey: imageKey,
      videoKey: null,
      audioKey: null,
      description:
        `A ${traitValue(TraitType.buildingType)?.toLowerCase()} on ${traitValue(TraitType.streetName)}, ` +
        `${traitValue(TraitType.streetDetails)?.toLowerCase()} below and a ${traitValue(TraitType.rooftop)?.toLowerCase()} above.`,
      traits,
      artist,
      mintedBy: MintedBy.platform,
      hasVault: HasVault.no,
      blockchainType: Blockchain.ethereum,
      resellAllowed: true,
      platformFeeBps: 250,
      resaleRoyaltyBps: 750,
      rank: ranks.get(id) ?? null,
    };
  });
}
