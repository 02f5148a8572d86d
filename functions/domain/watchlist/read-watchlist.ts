import { availability, availabilityAt } from '../../../shared/rules/timed-state';
import { type AuctionRecord, fromItem as auctionFromItem, auctionKey } from '../../data/auction';
import { type CollectionRecord, fromItem as collectionFromItem, collectionKey } from '../../data/collection';
import { getItems } from '../../data/db';
import { getNfts, type NftRecord } from '../../data/nft';
import { listUserWatches, type WatchRecord } from '../../data/watch';
import type { Deps } from '../../lib/deps';

export interface WatchedNft {
  watch: WatchRecord;
  nft: NftRecord;
  /** The NFT's primary auction while it runs (started, not ended, not sold out). */
  runningAuction: AuctionRecord | null;
}

export interface WatchedCollection {
  watch: WatchRecord;
  collection: CollectionRecord;
}

const isRunning = (auction: AuctionRecord, now: Date) =>
  !auction.soldOut && availabilityAt(now, auction.starts, auction.ends) === availability.available;

/**
 * The user's watches, newest first, each with what the watchlist shows: the NFT (its lowest listing is its
 * `floorPriceCents`) and its running auction, or the collection (its floor). Targets gone from the catalogue are
 * left out. Batch reads: at most the watch limit of keys.
 */
export async function readWatchlist(
  deps: Deps,
  userUuid: string,
): Promise<{ nfts: WatchedNft[]; collections: WatchedCollection[] }> {
  const watches = (await listUserWatches(deps.db, userUuid)).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const nftWatches = watches.filter((watch) => watch.kind === 'nft');
  const collectionWatches = watches.filter((watch) => watch.kind === 'collection');
  const [nfts, collections] = await Promise.all([
    getNfts(
      deps.db,
      nftWatches.map((watch) => watch.targetId),
    ),
    getItems(
      deps.db,
      collectionWatches.map((watch) => collectionKey(watch.targetId)),
      collectionFromItem,
    ),
  ]);
  const auctionIds = [...new Set(nfts.flatMap((nft) => (nft?.auctionId ? [nft.auctionId] : [])))];
  const auctions = await getItems(deps.db, auctionIds.map(auctionKey), auctionFromItem);
  const now = deps.clock.now();
  const running = new Map(
    auctions.flatMap((auction) =>
      auction && isRunning(auction, now) ? [[auction.id, auction] as const] : [],
    ),
  );
  return {
    nfts: nftWatches.flatMap((watch, i) => {
      const nft = nfts[i];
      return nft
        ? [{ watch, nft, runningAuction: (nft.auctionId && running.get(nft.auctionId)) || null }]
        : [];
    }),
    collections: collectionWatches.flatMap((watch, i) => {
      const collection = collections[i];
      return collection ? [{ watch, collection }] : [];
    }),
  };
}
