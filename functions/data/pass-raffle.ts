import { type Db, getItem, type Item, putNew, recordOf, type TransactItem } from './db';

/**
 * The pass's allowlist raffle: opened with the sha256 commitment of a secret seed; drawn when the seed is
 * revealed (setting `seed` closes the entries); then the winners' e-mail hashes in draw order.
 */
export interface PassRaffleRecord {
  commitment: string;
  winnersCount: number;
  openedAt: string;
  seed?: string;
  drawnAt?: string;
  winnerHashes: string[];
}

/** The raffle and its entries share one partition, so a query reads every entry and the entry gate is one item. */
export const PASS_RAFFLE_PK = 'PASS_RAFFLE#allowlist';
const passRaffleKey = { pk: PASS_RAFFLE_PK, sk: 'RAFFLE' };

export const getPassRaffle = (db: Db) =>
  getItem(db, passRaffleKey.pk, passRaffleKey.sk, (item: Item) => recordOf<PassRaffleRecord>(item));

export const putNewPassRaffle = (db: Db, record: PassRaffleRecord): TransactItem =>
  putNew(db, { ...passRaffleKey, entity: 'pass-raffle', ...record });

/** Entries are taken until the draw reveals the seed (also before the raffle is opened). */
export const passRaffleNotDrawn = (db: Db): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: passRaffleKey,
    ConditionExpression: 'attribute_not_exists(seed)',
  },
});

/** Reveals the seed and closes the entries, once. */
export const closePassRaffle = (db: Db, seed: string, drawnAt: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: passRaffleKey,
    UpdateExpression: 'SET seed = :seed, drawnAt = :drawnAt',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(seed)',
    ExpressionAttributeValues: { ':seed': seed, ':drawnAt': drawnAt },
  },
});

export const setPassRaffleWinners = (db: Db, winnerHashes: string[]): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: passRaffleKey,
    UpdateExpression: 'SET winnerHashes = :winners',
    ConditionExpression: 'attribute_exists(seed)',
    ExpressionAttributeValues: { ':winners': winnerHashes },
  },
});
