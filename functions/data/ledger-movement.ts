import {
  accountName,
  accountPartition,
  type LedgerAccount,
  type LedgerCurrency,
} from '../domain/ledger/accounts';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';

/** One leg of a movement as written: on its account's partition, so a balance is the sum of its entries. */
export interface LedgerEntryRecord {
  movementId: string;
  leg: number;
  account: string;
  partition: string;
  currency: LedgerCurrency;
  /** Signed integer minor units: positive adds to the account, negative takes from it. */
  amount: number;
  createdAt: string;
  /** The movement's kind ('order', 'refund', 'chargeback', 'withdrawal'...), for statements; older entries lack it. */
  kind?: string;
  /** The movement's reference (an order's id), so an account's statement names what each entry paid. */
  reference?: string;
  /** Credit or earnings coming in: when this lot may be withdrawn. */
  availableAt?: string;
  /** Credit or earnings going out for a dispute: the movement id of the lot it takes back. */
  reverses?: string;
}

/** A movement, keyed by its idempotency key: the first write wins and later retries read it back. */
export interface LedgerMovementRecord {
  idempotencyKey: string;
  movementId: string;
  kind: string;
  reference: string | null;
  /** Hash of the request's content, so a reused key with other content is told apart from a retry. */
  fingerprint: string;
  createdAt: string;
  entries: LedgerEntryRecord[];
}

export const ledgerMovementKey = (idempotencyKey: string) => ({
  pk: `MOVEMENT#${idempotencyKey}`,
  sk: 'MOVEMENT',
});

const entryPrefix = (account: LedgerAccount) => `ENTRY#${accountName(account)}#`;

export const ledgerEntryKey = (account: LedgerAccount, movementId: string, leg: number) => ({
  pk: accountPartition(account),
  sk: `${entryPrefix(account)}${movementId}#${String(leg).padStart(2, '0')}`,
});

export const putNewMovement = (db: Db, movement: LedgerMovementRecord): TransactItem =>
  putNew(db, { ...ledgerMovementKey(movement.idempotencyKey), entity: 'ledger-movement', ...movement });

export const putNewEntry = (db: Db, account: LedgerAccount, entry: LedgerEntryRecord): TransactItem =>
  putNew(db, { ...ledgerEntryKey(account, entry.movementId, entry.leg), entity: 'ledger-entry', ...entry });

export const getMovement = (db: Db, idempotencyKey: string) => {
  const key = ledgerMovementKey(idempotencyKey);
  return getItem(db, key.pk, key.sk, (item: Item) => recordOf<LedgerMovementRecord>(item));
};

/** The entries of one account (one shard of a sharded account), oldest movement first. */
export const listEntries = (db: Db, account: LedgerAccount) =>
  queryItems(
    db,
    { pk: accountPartition(account), skBeginsWith: entryPrefix(account), consistent: true },
    (item: Item) => recordOf<LedgerEntryRecord>(item),
  );
