import type {
  Creator,
  CreatorCard,
  CreatorProfile,
  StorefrontNft,
  StorefrontNftCard,
  StorefrontNftOwnerView,
} from '../../../shared/api/schemas/storefront';
import type { CreatorRecord } from '../../data/creator';
import type { StorefrontNftRecord } from '../../data/storefront-nft';
import { optionalMediaUrl } from '../../domain/media';
import { centsToUsd } from '../../domain/money';
import type { ListingState } from '../../domain/storefront/listing';
import type { PublicStorefrontNft } from '../../domain/storefront/public-reads';
import type { Env } from '../../lib/env';

type MediaEnv = Pick<Env, 'MEDIA_BASE_URL'>;

export const creatorCardView = (env: MediaEnv, creator: CreatorRecord, nftCount: number): CreatorCard => ({
  id: creator.id,
  name: creator.name,
  bio: creator.bio,
  avatar: optionalMediaUrl(env, creator.avatarKey),
  nft_count: nftCount,
});

export const creatorView = (env: MediaEnv, creator: CreatorRecord, nftCount: number): Creator => ({
  ...creatorCardView(env, creator, nftCount),
  created: creator.createdAt,
});

export const creatorProfileView = (env: MediaEnv, creator: CreatorRecord): CreatorProfile => ({
  id: creator.id,
  name: creator.name,
  bio: creator.bio,
  avatar: optionalMediaUrl(env, creator.avatarKey),
  payout_type: creator.payoutType,
});

/** Royalty basis points as the percent the API shows. */
const royaltyPercent = (record: StorefrontNftRecord) => record.royaltyBps / 100;

export function storefrontNftCardView(env: MediaEnv, found: PublicStorefrontNft): StorefrontNftCard {
  const { record, creator, state } = found;
  const { listing } = record;
  return {
    id: record.nftId ?? '',
    uuid: record.uuid,
    title: record.title,
    image: optionalMediaUrl(env, record.mediaKey),
    price: listing ? centsToUsd(listing.priceCents) : null,
    editions: record.editions,
    available: state.available,
    artist: { id: creator.id, name: creator.name },
    auction_id: listing?.auctionId ?? null,
    starts: listing?.startsAt ?? null,
    ends: listing?.endsAt ?? null,
    sold_out: state.sold >= record.editions || (listing !== null && state.available === 0),
  };
}

export const storefrontNftView = (env: MediaEnv, found: PublicStorefrontNft): StorefrontNft => ({
  ...storefrontNftCardView(env, found),
  description: found.record.description,
  traits: found.record.traits,
  royalty: royaltyPercent(found.record),
});

export const storefrontNftOwnerView = (
  env: MediaEnv,
  record: StorefrontNftRecord,
  state: ListingState,
): StorefrontNftOwnerView => ({
  uuid: record.uuid,
  title: record.title,
  description: record.description,
  editions: record.editions,
  traits: record.traits,
  royalty: royaltyPercent(record),
  image: optionalMediaUrl(env, record.mediaKey),
  status: record.status,
  mint_failure: record.mintFailure,
  nft_id: record.nftId,
  listing: record.listing && {
    auction_id: record.listing.auctionId,
    price: centsToUsd(record.listing.priceCents),
    quantity: record.listing.quantity,
    starts: record.listing.startsAt,
    ends: record.listing.endsAt,
  },
  sold: state.sold,
  created: record.createdAt,
  updated: record.updatedAt,
});
