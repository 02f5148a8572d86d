import type { Collection, CollectionNft, FilterGroup } from '../../../shared/api/schemas/collections';
import { traitFilterValue } from '../../../shared/api/schemas/collections';
import { traitTypeLabels } from '../../../shared/domain/enums';
import type { CollectionRecord } from '../../data/collection';
import type { NftRecord } from '../../data/nft';
import type { TraitFilterGroup } from '../../domain/collection/trait-rarity';
import { mediaUrl } from '../../domain/media';
import { optionalCentsToUsd } from '../../domain/money';
import type { Env } from '../../lib/env';

type MediaEnv = Pick<Env, 'MEDIA_BASE_URL'>;

export const collectionView = (env: MediaEnv, collection: CollectionRecord): Collection => ({
  id: collection.id,
  type: collection.type,
  title: collection.title,
  description: collection.description,
  category: collection.category,
  header_image: mediaUrl(env, collection.headerImageKey),
  thumbnail: mediaUrl(env, collection.thumbnailKey),
  auction_min_price: optionalCentsToUsd(collection.auctionMinPriceCents),
  nft_quantity: collection.nftQuantity,
  minted_by: collection.mintedBy,
  is_ranked: collection.isRanked,
  featured: collection.featured,
  tiers: collection.tiers,
  floor_price: optionalCentsToUsd(collection.floorPriceCents),
  created_at: collection.createdAt,
});

export const filterGroupView = (group: TraitFilterGroup): FilterGroup => ({
  title: traitTypeLabels[group.type],
  type: group.type,
  count: group.count,
  items: group.items.map((item) => ({
    title: item.value,
    count: item.count,
    percent: item.percent,
    value: traitFilterValue(group.type, item.value),
  })),
});

/** No NFT of the catalogue is an open edition yet: `editions` is always its minted quantity. */
export const collectionNftView = (env: MediaEnv, nft: NftRecord): CollectionNft => ({
  id: nft.id,
  title: nft.title,
  type: nft.type,
  thumbnail: mediaUrl(env, nft.thumbnailKey),
  artist: { name: nft.artist.name },
  editions: nft.quantity,
  rank: nft.rank,
  price: optionalCentsToUsd(nft.floorPriceCents ?? null),
  resell_allowed: nft.resellAllowed,
});
