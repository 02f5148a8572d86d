import { type Db, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import type { LineItemRecord } from './nft-item';

/**
 * One change of an item's owner (the spec's history entry), as one user's order history shows it: a transfer
 * writes a copy into the new owner's history and one into the old owner's, in the transfer's transaction.
 */
/** An item as it was at a moment (a move, a fusion), with the NFT's catalogue data a history row shows. */
export interface ItemSnapshot {
  id: string;
  nftId: string;
  sequence: number;
  title: string;
  tier: number;
  artistName: string;
  imageKey: string;
  thumbnailKey: string;
}

export interface OwnershipHistoryRecord {
  /** The transfer's id, the same in both copies. */
  id: string;
  /** Whose history holds this copy. */
  holder: string;
  ownedAt: string;
  /** User uuids; null for the platform. */
  oldOwner: string | null;
  owner: string | null;
  /** The item as it was, with the NFT's catalogue data the history row shows. */
  nftItem: ItemSnapshot;
  orderId: string | null;
  lineItem: LineItemRecord | null;
  /** The pack the item came in. */
  bundle: { id: string; title: string } | null;
  isGift: boolean;
  /** The gift's receiver and the reselling user, as uuids. */
  receiver: string | null;
  seller: string | null;
  /** Sent into the fuser, or the fuser's result. */
  isFused: boolean;
  isFusingResult: boolean;
  /** Claimed after a purchase on an external auction site. */
  isExternalOrder: boolean;
}

const historyPk = (holder: string) => `USER#${holder}`;
const HISTORY_PREFIX = 'HISTORY#';

export const toItem = (entry: OwnershipHistoryRecord): Item => ({
  pk: historyPk(entry.holder),
  sk: `${HISTORY_PREFIX}${entry.ownedAt}#${entry.id}`,
  entity: 'ownership-history',
  ...entry,
});

export const fromItem = (item: Item): OwnershipHistoryRecord => recordOf<OwnershipHistoryRecord>(item);

/** Written once per holder and transfer (a conditional put), in the transfer's transaction. */
export const putNewHistoryEntry = (db: Db, entry: OwnershipHistoryRecord): TransactItem =>
  putNew(db, toItem(entry));

/** A user's order history by date (newest first unless `oldestFirst`). */
export const listHistory = (db: Db, holder: string, oldestFirst = false) =>
  queryItems(
    db,
    { pk: historyPk(holder), skBeginsWith: HISTORY_PREFIX, descending: !oldestFirst, consistent: true },
    fromItem,
  );
