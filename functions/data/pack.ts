import { type Db, getItem, type Item, itemRead, queryItems, recordOf, type TransactItem } from './db';

export interface PackRecord {
  id: string;
  dropId: string;
  position: number;
  title: string;
  thumbnailKey: string;
  priceCents: number;
  quantity: number;
  nftsPerPack: number;
  soldOut: boolean;
  /** The NFTs whose editions the pack's slots are drawn from; quantity × nftsPerPack never exceeds their editions. */
  nftIds: string[];
  /** Packs one account may buy; null: no limit. */
  purchaseLimit: number | null;
  /** 'draw': allocated by its draw (DRAW#<id>), never sold first come; absent: first come. */
  allocation?: 'draw';
}

export const packKey = (id: string) => ({ pk: `PACK#${id}`, sk: 'PACK' });

export const toItem = (pack: PackRecord): Item => ({
  ...packKey(pack.id),
  gsi1pk: `DROP#${pack.dropId}`,
  gsi1sk: `PACK#${String(pack.position).padStart(4, '0')}#${pack.id}`,
  entity: 'pack',
  ...pack,
});

export const fromItem = (item: Item): PackRecord => recordOf<PackRecord>(item);

export const getPack = (db: Db, id: string) => getItem(db, packKey(id).pk, packKey(id).sk, fromItem);

/** The pack, to read with other items in one call (readTogether). */
export const packRead = (id: string) => itemRead(packKey(id), fromItem);

export const listDropPacks = (db: Db, dropId: string) =>
  queryItems(db, { index: 'gsi1', pk: `DROP#${dropId}`, skBeginsWith: 'PACK#' }, fromItem);

export const putPack = (db: Db, pack: PackRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(pack) },
});

/**
 * The pack shows sold out (true) once its last unit went, or is on sale again (false) when a refused payment gave a
 * unit back; each only from the other state, so racing marks and reopens settle on what the shards say.
 */
export const setPackSoldOut = (db: Db, packId: string, soldOut: boolean): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: packKey(packId),
    UpdateExpression: 'SET soldOut = :to',
    ConditionExpression: 'soldOut = :from',
    ExpressionAttributeValues: { ':to': soldOut, ':from': !soldOut },
  },
});

/** Marks the pack as allocated by a draw, written with the draw itself. */
export const allocatePackByDraw = (db: Db, packId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: packKey(packId),
    UpdateExpression: 'SET #allocation = :draw',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#allocation': 'allocation' },
    ExpressionAttributeValues: { ':draw': 'draw' },
  },
});
