import type { Edition, HistoryEntry, NftDetail, OwnedItem } from '../../../shared/api/schemas/nft';
import type { AuctionRecord } from '../../data/auction';
import type { CollectionRecord } from '../../data/collection';
import type { NftRecord } from '../../data/nft';
import type { LineItemRecord, NftItemRecord } from '../../data/nft-item';
import type { OwnerPermissions } from '../../domain/collection/item-rules';
import type { HistoryRow } from '../../domain/collection/my-history';
import type { NftStats, TraitLikeMine } from '../../domain/collection/nft-detail';
import { mediaUrl, optionalMediaUrl } from '../../domain/media';
import { centsToUsd, coinAmountText, optionalCentsToUsd } from '../../domain/money';
import type { VaultView } from '../../domain/vault/owner-vaults';
import type { Env } from '../../lib/env';
import { artistView, auctionView } from '../auction/views';
import { vaultItemsView } from '../vault-views';

type MediaEnv = Pick<Env, 'MEDIA_BASE_URL'>;

/** The owner's count of open offers on an item and of those not seen yet (the new-offers badge). */
export interface OfferCounts {
  total: number;
  unviewed: number;
}

/**
 * An owned item; `permissions`, `offers` and the vault's content only for its owner (the owner-only fields stay
 * null, the vault empty, for anyone else). No NFT of the catalogue is an open edition or minted on a chain yet.
 */
export function ownedItemView(
  env: MediaEnv,
  item: NftItemRecord,
  nft: NftRecord,
  permissions: OwnerPermissions | null,
  offers: OfferCounts = { total: 0, unviewed: 0 },
  vault: VaultView = { state: item.isVaultOpened ? 'opened' : 'unopened', items: [] },
): OwnedItem {
  const image = mediaUrl(env, nft.imageKey);
  const thumbnail = mediaUrl(env, nft.thumbnailKey);
  const isOwner = permissions !== null;
  return {
    id: item.id,
    nft: {
      id: nft.id,
      title: nft.title,
      type: nft.type,
      thumbnail,
      image,
      artist: artistView(env, nft.artist),
      minted_by: nft.mintedBy,
      blockchain_type: nft.blockchainType,
    },
    sequence: item.sequence,
    sold_at: item.listing && { id: item.listing.auctionId, price: centsToUsd(item.listing.priceCents) },
    is_vault_opened: vault.state === 'opened',
    vault: isOwner ? vaultItemsView(nft.id, item.id, vault) : [],
    metadata: {
      openEdition: false,
      contract_address: nft.chainToken?.contractAddress ?? null,
      tezos_address: null,
      artifactUri: image,
      displayUri: thumbnail,
    },
    visibility: item.visibility,
    rank: nft.rank,
    owned_at: item.ownedAt,
    is_owner: isOwner,
    export_status: isOwner ? item.exportStatus : null,
    export_allowed: permissions?.exportAllowed ?? null,
    export_cancellable: permissions?.exportCancellable ?? null,
    export_denied_reason: permissions?.exportDeniedReason ?? null,
    time_to_export: permissions?.timeToExport ?? null,
    ...(isOwner && item.exportedTo
      ? {
          exported_to: {
            blockchain: item.exportedTo.blockchain,
            wallet_address: item.exportedTo.walletAddress,
            transaction_hash: item.exportedTo.transactionHash,
          },
        }
      : {}),
    new_offers_count: isOwner ? offers.unviewed : null,
    offers_count: isOwner ? offers.total : null,
    resell_allowed: permissions?.resellAllowed ?? null,
    resell_denied_reason: permissions?.resellDeniedReason ?? null,
    can_gift: permissions?.canGift ?? null,
  };
}

function lineItemView(lineItem: LineItemRecord): NonNullable<HistoryEntry['line_item']> {
  const paidInCoin = lineItem.coin !== null && lineItem.coinMicros !== null;
  return {
    amount: paidInCoin
      ? coinAmountText(lineItem.coinMicros ?? 0)
      : centsToUsd(lineItem.amountCents).toFixed(2),
    coin: paidInCoin ? lineItem.coin : null,
    usd_amount: centsToUsd(lineItem.amountCents),
    method: lineItem.method,
    last4: lineItem.last4,
  };
}

/** A history row; users are named by their current username (null for the platform or a removed user). */
export function historyEntryView(
  env: MediaEnv,
  row: HistoryRow,
  usernames: Map<string, string>,
): HistoryEntry {
  const { entry } = row;
  const name = (uuid: string | null) => (uuid === null ? null : (usernames.get(uuid) ?? null));
  return {
    id: entry.id,
    kind: row.kind,
    owned_at: entry.ownedAt,
    old_owner: name(entry.oldOwner),
    owner: name(entry.owner),
    nft_item: {
      id: entry.nftItem.id,
      sequence: entry.nftItem.sequence,
      open_edition: false,
      nft: {
        id: entry.nftItem.nftId,
        title: entry.nftItem.title,
        type: entry.nftItem.tier,
        image: mediaUrl(env, entry.nftItem.imageKey),
        thumbnail: mediaUrl(env, entry.nftItem.thumbnailKey),
        artist: { name: entry.nftItem.artistName },
      },
    },
    line_item: row.lineItem && lineItemView(row.lineItem),
    quantity: row.editions.length,
    bundle: entry.bundle,
    is_gift: entry.isGift,
    receiver: name(entry.receiver),
    seller: name(entry.seller),
    is_fused: entry.isFused,
    is_fusing_result: entry.isFusingResult,
    is_external_order: entry.isExternalOrder,
  };
}

export function nftDetailView(
  env: MediaEnv,
  detail: {
    nft: NftRecord;
    collection: CollectionRecord;
    auction: AuctionRecord | null;
    traits: TraitLikeMine[];
    stats: NftStats;
  },
): NftDetail {
  const { nft, collection, stats } = detail;
  return {
    id: nft.id,
    title: nft.title,
    type: nft.type,
    quantity: nft.quantity,
    image: mediaUrl(env, nft.imageKey),
    thumbnail: mediaUrl(env, nft.thumbnailKey),
    video: optionalMediaUrl(env, nft.videoKey),
    audio: optionalMediaUrl(env, nft.audioKey),
    description: nft.description,
    traits: detail.traits.map((trait) => ({
      type: trait.type,
      display_value: trait.displayValue,
      percentage_like_mine: trait.percentageLikeMine,
      number_like_mine: trait.numberLikeMine,
      rarity: trait.rarity,
    })),
    artist: artistView(env, nft.artist),
    minted_by: nft.mintedBy,
    has_vault: nft.hasVault,
    blockchain_type: nft.blockchainType,
    resell_allowed: nft.resellAllowed,
    secondary_sale_platform_fee: nft.platformFeeBps / 100,
    secondary_sale_resale_royalty: nft.resaleRoyaltyBps / 100,
    rank: nft.rank,
    collection: { id: collection.id, title: collection.title, is_ranked: collection.isRanked },
    auction: detail.auction && auctionView(env, detail.auction),
    secondary_auction:
      stats.listings > 0 ? { floor_price: optionalCentsToUsd(stats.floorCents), visibility: 'public' } : null,
    stats: {
      nfts: stats.nfts,
      editions: stats.editions,
      owners: stats.owners,
      floor: optionalCentsToUsd(stats.floorCents),
      ath: optionalCentsToUsd(stats.athCents),
      listings: stats.listings,
    },
  };
}

/** A sold edition in the NFT's editions table; a listed one shows its listing's price, seller and id. */
export function editionView(
  nft: NftRecord,
  item: NftItemRecord,
  sellers: Map<string, string>,
  callerUuid: string | null,
  /** The caller's open offer on this edition. */
  offerId: string | null = null,
): Edition {
  const { listing } = item;
  return {
    id: item.id,
    sequence: item.sequence,
    price: listing && centsToUsd(listing.priceCents),
    seller: listing && item.owner ? (sellers.get(item.owner) ?? null) : null,
    has_vault: nft.hasVault,
    auction_id: listing?.auctionId ?? null,
    is_owner: callerUuid !== null && item.owner === callerUuid,
    offer: offerId ? { uuid: offerId } : null,
    visibility: item.visibility,
    rank: nft.rank,
  };
}
