import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, itemRead, put, queryItems, recordOf, type TransactItem } from './db';

/**
 * A user's current bid on an auction (an update replaces it). Field names follow the auction rules' BidEntry
 * (shared/rules/auctions/terms.ts), so a record is passed to them as it is.
 */
export interface BidRecord {
  id: string;
  auctionId: string;
  userId: string;
  username: string;
  amountCents: number;
  placedAt: string;
  /** The auction's bid counter at this bid (the book's version it wrote): unique per auction, growing. */
  sequence: number;
  /** How the bid is paid; null on a pre-qualified auction, whose winners pay after the close. */
  payment: PaymentChoice | null;
  /**
   * The hold of this amount (none on a pre-qualified auction); the close captures it for a winner and releases
   * it otherwise.
   */
  holdId: string | null;
  /** Holds of the user's earlier bids here: released after the update that replaced them, and again by the close. */
  replacedHoldIds: string[];
  /** Ids of the user's earlier bids here, which this one replaced: an update when there is one. */
  replacedBidIds: string[];
  addressUuid: string | null;
}

/** A bid among the auction's winners as things stand: what the bid path needs without reading every bid. */
export type BookEntry = Pick<
  BidRecord,
  'id' | 'userId' | 'username' | 'amountCents' | 'placedAt' | 'sequence' | 'holdId'
>;

/**
 * The auction's bid book: the bids that would win if it closed now (best first, at most the winner slots) and
 * `version`, the sequence of the last bid. Every accepted bid rewrites it if `version` is still the one read,
 * which serializes the bids of one auction (see docs/data-model.md).
 */
export interface BidBookRecord {
  auctionId: string;
  version: number;
  leaders: BookEntry[];
  updatedAt: string;
}

export const bidKey = (auctionId: string, userId: string) => ({
  pk: `AUCTION_BIDS#${auctionId}`,
  sk: `BID#${userId}`,
});
export const bidBookKey = (auctionId: string) => ({ pk: `AUCTION#${auctionId}`, sk: 'BID_BOOK' });
const preQualifiedKey = (auctionId: string, userId: string) => ({
  pk: `AUCTION#${auctionId}`,
  sk: `PREQUALIFIED#${userId}`,
});
/** An approval by e-mail address (lower case): covers an account signed up after the list was written (demo). */
const preQualifiedEmailKey = (auctionId: string, email: string) => ({
  pk: `AUCTION#${auctionId}`,
  sk: `PREQUALIFIED_EMAIL#${email.trim().toLowerCase()}`,
});

export const emptyBidBook = (auctionId: string): BidBookRecord => ({
  auctionId,
  version: 0,
  leaders: [],
  updatedAt: new Date(0).toISOString(),
});

export const getBid = (db: Db, auctionId: string, userId: string) =>
  getItem(db, bidKey(auctionId, userId).pk, bidKey(auctionId, userId).sk, (item) =>
    recordOf<BidRecord>(item),
  );

/** The user's bid, to read with other items in one call (readTogether). */
export const bidRead = (auctionId: string, userId: string) =>
  itemRead(bidKey(auctionId, userId), recordOf<BidRecord>);

/** The auction's book, to read with other items in one call (readTogether; missing: emptyBidBook). */
export const bidBookRead = (auctionId: string) => itemRead(bidBookKey(auctionId), recordOf<BidBookRecord>);

/** Every current bid of an auction, one per bidder (read strongly: the close and a lowered bid rely on it). */
export const listAuctionBids = (db: Db, auctionId: string) =>
  queryItems(db, { pk: bidKey(auctionId, '').pk, skBeginsWith: 'BID#', consistent: true }, (item) =>
    recordOf<BidRecord>(item),
  );

export const getBidBook = async (db: Db, auctionId: string): Promise<BidBookRecord> =>
  (await getItem(db, bidBookKey(auctionId).pk, bidBookKey(auctionId).sk, (item) =>
    recordOf<BidBookRecord>(item),
  )) ?? emptyBidBook(auctionId);

/** The user's bid, replacing their earlier one; written with `putBidBook`, which guards the race. */
export const putBid = (db: Db, bid: BidRecord): TransactItem =>
  put(db, { ...bidKey(bid.auctionId, bid.userId), entity: 'bid', ...bid });

/** Writes the next book only if no other bid was accepted since `seenVersion` was read. */
export function putBidBook(db: Db, book: BidBookRecord, seenVersion: number): TransactItem {
  const item: Item = { ...bidBookKey(book.auctionId), entity: 'bid-book', ...book };
  return seenVersion === 0
    ? { Put: { TableName: db.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }
    : {
        Put: {
          TableName: db.tableName,
          Item: item,
          ConditionExpression: 'version = :seen',
          ExpressionAttributeValues: { ':seen': seenVersion },
        },
      };
}

const hasItem = async (db: Db, key: { pk: string; sk: string }) =>
  (await getItem(db, key.pk, key.sk, () => true)) ?? false;

/**
 * Pre-qualified auctions (type 12): only users on the auction's list may bid, listed by account or by their
 * e-mail address.
 */
export const isPreQualified = async (
  db: Db,
  auctionId: string,
  user: { uuid: string; email: string },
): Promise<boolean> =>
  (await hasItem(db, preQualifiedKey(auctionId, user.uuid))) ||
  hasItem(db, preQualifiedEmailKey(auctionId, user.email));

export const putPreQualifiedBidder = (db: Db, auctionId: string, userId: string, at: string): TransactItem =>
  put(db, { ...preQualifiedKey(auctionId, userId), entity: 'pre-qualified-bidder', auctionId, userId, at });

export const putPreQualifiedEmail = (db: Db, auctionId: string, email: string, at: string): TransactItem =>
  put(db, {
    ...preQualifiedEmailKey(auctionId, email),
    entity: 'pre-qualified-bidder',
    auctionId,
    email: email.trim().toLowerCase(),
    at,
  });
