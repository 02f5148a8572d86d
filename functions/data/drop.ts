import type { ArtistRecord } from './artist';
import { type Db, getItem, type Item, queryItems, recordOf, type TransactItem } from './db';

export type Availability = 0 | 1 | 2;

export interface DropRecord {
  id: string;
  title: string;
  description: string;
  category: string;
  thumbnailKey: string;
  bannerKey: string;
  videoKey: string | null;
  /** Lowest pack price, in cents; null for a drop that only holds auctions. */
  priceCents: number | null;
  featureAt: string;
  featureUntil: string | null;
  /** Changed by the scheduler at featureAt and featureUntil (functions/schedules/drop-state.ts). */
  availability: Availability;
  soldOut: boolean;
  showSignup: boolean;
  /** The promotion 'Sign Up & Register interest' subscribes to (promotion.ts); null without one. */
  promotionUuid: string | null;
  /** Buyers queue in a virtual waiting room (functions/domain/waiting-room) before the start. */
  needsWaitingRoom: boolean;
  termsKey: string | null;
  tiers: number[];
  artist: ArtistRecord;
  blockchainTypes: number[];
}

const ALL_DROPS = 'DROPS';
export const dropKey = (id: string) => ({ pk: `DROP#${id}`, sk: 'DROP' });

export function toItem(drop: DropRecord): Item {
  const listSk = `${drop.featureAt}#${drop.id}`;
  return {
    ...dropKey(drop.id),
    gsi1pk: ALL_DROPS,
    gsi1sk: listSk,
    gsi2pk: `DROPS#${drop.category}`,
    gsi2sk: listSk,
    entity: 'drop',
    ...drop,
  };
}

export const fromItem = (item: Item): DropRecord => recordOf<DropRecord>(item);

export const getDrop = (db: Db, id: string) => getItem(db, dropKey(id).pk, dropKey(id).sk, fromItem);

/** Newest feature date first; a category narrows to its own partition of gsi2. */
export const listDrops = (db: Db, category?: string) =>
  category
    ? queryItems(db, { index: 'gsi2', pk: `DROPS#${category}`, descending: true }, fromItem)
    : queryItems(db, { index: 'gsi1', pk: ALL_DROPS, descending: true }, fromItem);

export const putDrop = (db: Db, drop: DropRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(drop) },
});

/** Moves a drop to another availability only if it still has the one the caller read (no lost update). */
export const changeAvailability = (
  db: Db,
  id: string,
  from: Availability,
  to: Availability,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: dropKey(id),
    UpdateExpression: 'SET availability = :to',
    ConditionExpression: 'availability = :from',
    ExpressionAttributeValues: { ':from': from, ':to': to },
  },
});
