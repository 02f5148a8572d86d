import type { CollectionRecord } from '../../../functions/data/collection';
import type { NftRecord } from '../../../functions/data/nft';
import { traitStatsByTier } from '../../../functions/domain/collection/trait-rarity';
import { CollectionType, MintedBy } from '../../../shared/domain/enums';
import type { MotifName } from '../motifs';
import { NEON_ALLEY_CREATED_H, NEON_ALLEY_ID } from './generative';
import type { MediaSet } from './media-set';
import { curatedCollectionIds } from './nfts';
import { DAYS, type Timeline } from './timeline';

interface CollectionSpec {
  id: string;
  type: CollectionType;
  title: string;
  description: string;
  category: string;
  auctionMinPriceCents: number | null;
  mintedBy: MintedBy;
  isRanked: boolean;
  featured: boolean;
  createdH: number;
  motif?: MotifName;
}

const specs: CollectionSpec[] = [
  {
    id: NEON_ALLEY_ID,
    type: CollectionType.generative,
    title: 'Neon Alley',
    description:
      'Forty generative city blocks by Studio Kairo. Every block is a one-of-one built from eight street ' +
      'traits; the rarest combinations rank highest.',
    category: 'lifestyle',
    auctionMinPriceCents: 2_500,
    mintedBy: MintedBy.platform,
    isRanked: true,
    featured: true,
    createdH: NEON_ALLEY_CREATED_H,
    motif: 'street',
  },
  {
    id: curatedCollectionIds.music,
    type: CollectionType.other,
    title: 'Soundstage',
    description: 'Studio masters, tour memorabilia and stage moments, minted by the artists themselves.',
    category: 'music',
    auctionMinPriceCents: 500,
    mintedBy: MintedBy.verifiedArtist,
    isRanked: false,
    featured: true,
    createdH: -90 * DAYS,
  },
  {
    id: curatedCollectionIds.sports,
    type: CollectionType.other,
    title: 'Game Changers',
    description: 'Rings, rookies and buzzer beaters: the plays and players that changed the game.',
    category: 'sports',
    auctionMinPriceCents: 500,
    mintedBy: MintedBy.platform,
    isRanked: false,
    featured: true,
    createdH: -60 * DAYS,
  },
  {
    id: curatedCollectionIds.lifestyle,
    type: CollectionType.other,
    title: 'City & Coast',
    description: 'Sneakers, streetwear and slow summers: lifestyle drops from the city to the coast.',
    category: 'lifestyle',
    auctionMinPriceCents: null,
    mintedBy: MintedBy.platform,
    isRanked: false,
    featured: false,
    createdH: -30 * DAYS,
  },
];

export function buildCollections(time: Timeline, nfts: NftRecord[], media: MediaSet): CollectionRecord[] {
  return specs.map((spec) => {
    const art = {
      id: spec.id,
      title: spec.title,
      subtitle: 'Collection',
      category: spec.category,
      motif: spec.motif,
    };
    const own = nfts.filter((nft) => nft.collectionId === spec.id);
    return {
      id: spec.id,
      type: spec.type,
      title: spec.title,
      description: spec.description,
      category: spec.category,
      headerImageKey: media.banner(`collections/${spec.id}/header.svg`, art),
      thumbnailKey: media.square(`collections/${spec.id}/thumbnail.svg`, art),
      auctionMinPriceCents: spec.auctionMinPriceCents,
      nftQuantity: own.length,
      mintedBy: spec.mintedBy,
      isRanked: spec.isRanked,
      createdAt: time.at(spec.createdH),
      featured: spec.featured,
      editions: own.reduce((sum, nft) => sum + nft.quantity, 0),
      tiers: [...new Set(own.map((nft) => nft.type))].sort((a, b) => a - b),
      traitStats: traitStatsByTier(own),
      floorPriceCents: null,
    };
  });
}
