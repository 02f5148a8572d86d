import type { Auction, Drop } from '../../../shared/api/schemas/catalog';
import type { Artist } from '../../../shared/api/schemas/common';
import type { Promotion } from '../../../shared/api/schemas/promotions';
import type { ArtistRecord } from '../../data/artist';
import type { AuctionRecord } from '../../data/auction';
import type { DropPackSummary, DropRecord } from '../../data/drop';
import { mediaUrl, optionalMediaUrl } from '../../domain/media';
import { centsToUsd, optionalCentsToUsd } from '../../domain/money';
import { type SubscribedTo, visitorSubscriptions } from '../../domain/promotions/subscriptions';
import type { Env } from '../../lib/env';

type MediaEnv = Pick<Env, 'MEDIA_BASE_URL'>;

export const artistView = (env: MediaEnv, artist: ArtistRecord): Artist => ({
  id: artist.id,
  name: artist.name,
  icon: mediaUrl(env, artist.iconKey),
  image: mediaUrl(env, artist.imageKey),
});

const promotionView = (promotionUuid: string | null, subscribedTo: SubscribedTo): Promotion | null =>
  promotionUuid === null ? null : { promotion_uuid: promotionUuid, subscribed: subscribedTo(promotionUuid) };

/** The same for every caller: nothing in a drop's answer is the caller's (its route is 'shared'). */
export function dropView(env: MediaEnv, drop: DropRecord, packs: readonly DropPackSummary[]): Drop {
  return {
    id: drop.id,
    title: drop.title,
    description: drop.description,
    category: drop.category,
    thumbnail: mediaUrl(env, drop.thumbnailKey),
    banner: mediaUrl(env, drop.bannerKey),
    video: optionalMediaUrl(env, drop.videoKey),
    price: optionalCentsToUsd(drop.priceCents),
    feature_at: drop.featureAt,
    feature_until: drop.featureUntil,
    availability: drop.availability,
    active: drop.availability === 0 && !drop.soldOut,
    sold_out: drop.soldOut,
    show_signup: drop.showSignup,
    promotion: drop.promotionUuid === null ? null : { promotion_uuid: drop.promotionUuid },
    needs_waiting_room: drop.needsWaitingRoom,
    terms_key: drop.termsKey,
    tiers: drop.tiers,
    artist: artistView(env, drop.artist),
    blockchain_types: drop.blockchainTypes,
    drops: packs.map((pack) => ({
      id: pack.id,
      title: pack.title,
      thumbnail: mediaUrl(env, pack.thumbnailKey),
      price: centsToUsd(pack.priceCents),
      quantity: pack.quantity,
      nfts_per_pack: pack.nftsPerPack,
      sold_out: pack.soldOut,
    })),
  };
}

export function auctionView(
  env: MediaEnv,
  auction: AuctionRecord,
  subscribedTo: SubscribedTo = visitorSubscriptions,
): Auction {
  return {
    id: auction.id,
    drop_id: auction.dropId,
    seller: auction.seller ? { username: auction.seller.username } : null,
    title: auction.title,
    description: auction.description,
    price: centsToUsd(auction.priceCents),
    auction_type: auction.auctionType,
    starts: auction.starts,
    ends: auction.ends,
    thumbnail: mediaUrl(env, auction.thumbnailKey),
    image: mediaUrl(env, auction.imageKey),
    video: optionalMediaUrl(env, auction.videoKey),
    audio: optionalMediaUrl(env, auction.audioKey),
    background_image: optionalMediaUrl(env, auction.backgroundImageKey),
    initial_quantity: auction.initialQuantity,
    available_quantity: auction.soldOut ? 0 : auction.availableQuantity,
    sold_out: auction.soldOut,
    coming_soon_text: auction.comingSoonText,
    artist: artistView(env, auction.artist),
    blockchain_types: auction.blockchainTypes,
    positioning: { row: auction.row },
    nft: {
      id: auction.nft.id,
      type: auction.nft.type,
      resell_allowed: auction.nft.resellAllowed,
      minted_by: auction.nft.mintedBy,
      has_vault: auction.nft.hasVault,
    },
    highest_bid: optionalCentsToUsd(auction.highestBidCents),
    bid_increment: optionalCentsToUsd(auction.bidIncrementCents),
    minimum_winning_bid: optionalCentsToUsd(auction.minimumWinningBidCents),
    amex_only: auction.amexOnly,
    promotion: promotionView(auction.promotionUuid, subscribedTo),
    max_per_account: auction.maxPerAccount,
    physical_item: auction.physicalItem
      ? {
          title: auction.physicalItem.title,
          description: auction.physicalItem.description,
          thumbnail: mediaUrl(env, auction.physicalItem.thumbnailKey),
          shipping_countries: auction.physicalItem.shippingCountries,
          is_shirt_included: auction.physicalItem.isShirtIncluded,
        }
      : null,
    terms_key: auction.termsKey,
    external_url: auction.externalUrl,
    button_title: auction.buttonTitle,
    floor_price: optionalCentsToUsd(auction.floorPriceCents),
    reduction_amount: optionalCentsToUsd(auction.reductionAmountCents),
    interval: auction.interval
      ? { next_run: auction.interval.nextRun, every: auction.interval.every, period: auction.interval.period }
      : null,
  };
}
