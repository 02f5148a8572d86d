import type { ArtistRecord } from './artist';
import { type Db, getItem, type Item, itemRead, queryItems, recordOf, type TransactItem } from './db';

export interface PhysicalItemRecord {
  title: string;
  description: string;
  thumbnailKey: string;
  /** ISO country codes the item ships to. */
  shippingCountries: string[];
  /** A shirt comes with it: the shipping address carries the shirt size. */
  isShirtIncluded: boolean;
}

export interface AuctionRecord {
  id: string;
  dropId: string;
  title: string;
  description: string;
  priceCents: number;
  auctionType: number;
  starts: string;
  ends: string | null;
  thumbnailKey: string;
  imageKey: string;
  videoKey: string | null;
  audioKey: string | null;
  backgroundImageKey: string | null;
  initialQuantity: number;
  availableQuantity: number;
  soldOut: boolean;
  comingSoonText: string | null;
  artist: ArtistRecord;
  blockchainTypes: number[];
  row: number;
  nft: {
    id: string;
    type: number;
    resellAllowed: boolean;
    mintedBy: string;
    hasVault: 'yes' | 'limited' | 'no';
  };
  highestBidCents: number | null;
  bidIncrementCents: number | null;
  minimumWinningBidCents: number | null;
  amexOnly: boolean;
  /** The promotion a visitor registers interest in (promotion.ts); the drop's, when it has one. */
  promotionUuid: string | null;
  /** Editions one account may buy (buy types) or claim (beyond the giveaways' 1); null = no limit. */
  maxPerAccount: number | null;
  /** A physical item shipped with the NFT: buying needs a shipping address in one of its countries. */
  physicalItem: PhysicalItemRecord | null;
  termsKey: string | null;
  externalUrl: string | null;
  buttonTitle: string | null;
  floorPriceCents: number | null;
  reductionAmountCents: number | null;
  interval: { nextRun: string; every: number; period: 'minutes' | 'hours' } | null;
  /** A storefront listing (issue 15): its sales pay the creator's share into their earnings. */
  storefront?: { nftUuid: string; creatorUserUuid: string; platformFeeBps: number };
  /** A resale listing read as an auction (listing-auction.ts): its seller. Never stored. */
  seller?: { uuid: string; username: string };
}

/** The NFT an auction sells as its record keeps it: what auction pages and purchases read without the NFT's record. */
export const auctionNftOf = (nft: AuctionRecord['nft']): AuctionRecord['nft'] => ({
  id: nft.id,
  type: nft.type,
  resellAllowed: nft.resellAllowed,
  mintedBy: nft.mintedBy,
  hasVault: nft.hasVault,
});

export const auctionKey = (id: string) => ({ pk: `AUCTION#${id}`, sk: 'AUCTION' });

/** A drop's auctions' collection in gsi1, in row order; its marker first (dropAuctionsMarker). */
const dropAuctionsPk = (dropId: string) => `DROP#${dropId}`;
const AUCTION_PREFIX = 'AUCTION#';
const DROP_MARKER_ENTITY = 'drop-auctions';

export const toItem = (auction: AuctionRecord): Item => ({
  ...auctionKey(auction.id),
  gsi1pk: dropAuctionsPk(auction.dropId),
  gsi1sk: `${AUCTION_PREFIX}${String(auction.row).padStart(4, '0')}#${auction.id}`,
  entity: 'auction',
  ...auction,
});

export const fromItem = (item: Item): AuctionRecord => recordOf<AuctionRecord>(item);

export const getAuction = (db: Db, id: string) => getItem(db, auctionKey(id).pk, auctionKey(id).sk, fromItem);

/** The auction, to read with other items in one call (readTogether). */
export const auctionRead = (id: string) => itemRead(auctionKey(id), fromItem);

/**
 * What places a drop's marker in its auctions' collection (the index attributes; drop.ts keys the item in the
 * drop's partition and writes it with the drop): the auctions' query then shows that the drop exists even when it
 * holds none, with no read of the drop item.
 */
export const dropAuctionsMarker = (dropId: string): Item => ({
  gsi1pk: dropAuctionsPk(dropId),
  gsi1sk: AUCTION_PREFIX,
  entity: DROP_MARKER_ENTITY,
});

/** A drop's auctions in row order, and whether the drop's marker came with them (one query). */
export async function listDropAuctions(
  db: Db,
  dropId: string,
): Promise<{ auctions: AuctionRecord[]; dropMarked: boolean }> {
  const items = await queryItems(
    db,
    { index: 'gsi1', pk: dropAuctionsPk(dropId), skBeginsWith: AUCTION_PREFIX },
    (item) => item,
  );
  const isMarker = (item: Item) => item.entity === DROP_MARKER_ENTITY;
  return {
    auctions: items.filter((item) => !isMarker(item)).map(fromItem),
    dropMarked: items.some(isMarker),
  };
}

export const putAuction = (db: Db, auction: AuctionRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(auction) },
});

/** A Dutch auction's next price reduction (interval.next_run), refreshed by each scheduled tick. */
export const setDutchNextRun = (db: Db, auctionId: string, nextRun: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: auctionKey(auctionId),
    UpdateExpression: 'SET #interval.nextRun = :next',
    ConditionExpression: 'attribute_exists(#interval.nextRun)',
    ExpressionAttributeNames: { '#interval': 'interval' },
    ExpressionAttributeValues: { ':next': nextRun },
  },
});

/** Units came back to a sold-out auction (a payment declined after the last unit was reserved): on sale again. */
export const reopenSoldOutAuction = (db: Db, auctionId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: auctionKey(auctionId),
    UpdateExpression: 'SET soldOut = :false',
    ConditionExpression: 'soldOut = :true',
    ExpressionAttributeValues: { ':true': true, ':false': false },
  },
});

/**
 * The last unit sold: the auction shows sold out. availableQuantity stays where the sharded stock started (the
 * shards are the live count), so units given back later can be sold again.
 */
export const markAuctionSoldOut = (db: Db, auctionId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: auctionKey(auctionId),
    UpdateExpression: 'SET soldOut = :true',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':true': true },
  },
});
