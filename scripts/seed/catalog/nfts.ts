import type { ArtistRecord } from '../../../functions/data/artist';
import type { DropRecord } from '../../../functions/data/drop';
import type { NftRecord, TraitRecord } from '../../../functions/data/nft';
import {
  Blockchain,
  HasVault,
  MintedBy,
  Rarity,
  Tier,
  TraitType,
  tierLabels,
} from '../../../shared/domain/enums';
import { createRandom } from '../prng';
import type { MediaSet } from './media-set';

/** The three curated (non-generative) collections, one per category; Neon Alley is built in generative.ts. */
export const curatedCollectionIds = {
  music: 'collection-soundstage',
  sports: 'collection-game-changers',
  lifestyle: 'collection-city-and-coast',
} as const;
const collectionOfCategory: Record<string, string | undefined> = curatedCollectionIds;

const tierRarity: Partial<Record<Tier, Rarity>> = {
  [Tier.green]: Rarity.common,
  [Tier.gold]: Rarity.uncommon,
  [Tier.platinum]: Rarity.rare,
  [Tier.diamond]: Rarity.legendary,
  [Tier.one]: Rarity.mythic,
  [Tier.iconic]: Rarity.epic,
};

/** Editions minted of a pack NFT, by tier: the rarer the tier, the fewer. */
const tierEditions: Partial<Record<Tier, number>> = {
  [Tier.green]: 5000,
  [Tier.gold]: 2500,
  [Tier.platinum]: 500,
  [Tier.diamond]: 100,
  [Tier.iconic]: 10,
  [Tier.one]: 1,
};

const tierName = (tier: Tier) => tierLabels[tier];

/** Two flavour traits per category; the rarity follows the tier. */
const traitPools: Record<string, [TraitType, string[]][]> = {
  music: [
    [TraitType.background, ['Midnight Blue', 'Stage Smoke', 'Neon Haze', 'Golden Hour']],
    [TraitType.object, ['Vinyl', 'Microphone', 'Cassette', 'Lyric Sheet', 'Guitar Pick']],
  ],
  sports: [
    [TraitType.sport, ['Basketball', 'Football', 'Baseball']],
    [TraitType.jersey, ['Home', 'Away', 'Throwback', 'All-Star']],
  ],
  lifestyle: [
    [TraitType.background, ['Sand', 'Seafoam', 'Concrete', 'Sunset']],
    [TraitType.accessories, ['Bucket Hat', 'Sunglasses', 'Tote Bag', 'Silver Chain']],
  ],
};

function curatedTraits(id: string, category: string, tier: Tier): TraitRecord[] {
  const random = createRandom(`${id}:traits`);
  const rarity = tierRarity[tier] ?? Rarity.common;
  return (traitPools[category] ?? []).map(([type, values]) => ({
    type,
    displayValue: random.pick(values),
    rarity,
  }));
}

export interface CuratedNftInput {
  id: string;
  title: string;
  description: string;
  category: string;
  tier: Tier;
  quantity: number;
  artist: ArtistRecord;
  hasVault: HasVault;
  blockchainType: Blockchain;
  resellAllowed: boolean;
}

/** An NFT of a curated collection, with its artwork; image and thumbnail share one scalable SVG. */
export function buildCuratedNft(input: CuratedNftInput, media: MediaSet): NftRecord {
  const collectionId = collectionOfCategory[input.category];
  if (!collectionId) throw new Error(`No demo collection for category ${input.category}`);
  const imageKey = media.square(`nfts/${input.id}.svg`, {
    id: input.id,
    title: input.title,
    subtitle: `${input.artist.name} · ${tierName(input.tier)}`,
    category: input.category,
  });
  return {
    id: input.id,
    collectionId,
    title: input.title,
    type: input.tier,
    quantity: input.quantity,
    imageKey,
    thumbnailKey: imageKey,
    videoKey: null,
    audioKey: null,
    description: input.description,
    traits: curatedTraits(input.id, input.category, input.tier),
    artist: input.artist,
    mintedBy: input.category === 'music' ? MintedBy.verifiedArtist : MintedBy.platform,
    hasVault: input.hasVault,
    blockchainType: input.blockchainType,
    resellAllowed: input.resellAllowed,
    platformFeeBps: 500,
    resaleRoyaltyBps: 1000,
    rank: null,
  };
}

/** The NFTs a pack drop reveals: one design per tier of the drop (Neon Alley's blocks come from generative.ts). */
export function buildTierNfts(drop: DropRecord, media: MediaSet): NftRecord[] {
  return (drop.tiers as Tier[]).flatMap((tier) => {
    const quantity = tierEditions[tier];
    if (quantity === undefined) return [];
    const name = tierName(tier);
    const input: CuratedNftInput = {
      id: `nft-${drop.id.replace(/^drop-/, '')}-${name.toLowerCase()}`,
      title: `${drop.title} ${name}`,
      description: `The ${name} tier of ${drop.title} by ${drop.artist.name}.`,
      category: drop.category,
      tier,
      quantity,
      artist: drop.artist,
      hasVault: HasVault.no,
      blockchainType: (drop.blockchainTypes[0] ?? Blockchain.tezos) as Blockchain,
      resellAllowed: true,
    };
    return [buildCuratedNft(input, media)];
  });
}
