import type { Watch, Watchlist } from '../../../shared/api/schemas/watchlist';
import type { WatchRecord } from '../../data/watch';
import { mediaUrl } from '../../domain/media';
import { optionalCentsToUsd } from '../../domain/money';
import type { WatchedCollection, WatchedNft } from '../../domain/watchlist/read-watchlist';
import type { Env } from '../../lib/env';

type MediaEnv = Pick<Env, 'MEDIA_BASE_URL'>;

export const watchView = (watch: WatchRecord): Watch => ({
  kind: watch.kind,
  id: watch.targetId,
  alert_price: optionalCentsToUsd(watch.alertPriceCents),
  created_at: watch.createdAt,
});

export const watchlistView = (
  env: MediaEnv,
  watchlist: { nfts: WatchedNft[]; collections: WatchedCollection[] },
): Watchlist => ({
  nfts: watchlist.nfts.map(({ watch, nft, runningAuction }) => ({
    id: nft.id,
    title: nft.title,
    image: mediaUrl(env, nft.thumbnailKey),
    alert_price: optionalCentsToUsd(watch.alertPriceCents),
    lowest_listing: optionalCentsToUsd(nft.floorPriceCents ?? null),
    auction: runningAuction && { id: runningAuction.id, ends: runningAuction.ends },
  })),
  collections: watchlist.collections.map(({ watch, collection }) => ({
    id: collection.id,
    title: collection.title,
    image: mediaUrl(env, collection.thumbnailKey),
    floor_alert_price: optionalCentsToUsd(watch.alertPriceCents),
    floor_price: optionalCentsToUsd(collection.floorPriceCents ?? null),
  })),
});
