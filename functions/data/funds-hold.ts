import { type Db, getItem, type Item, putNew, recordOf, type TransactItem } from './db';
import { expiryIndexKeys, listDueInExpiryIndex } from './offer';

/** One payee's held proceeds: the account and the cents. */
export interface HeldProceeds {
  userUuid: string;
  pot: 'credit' | 'earnings';
  amountCents: number;
}

/**
 * An order's card-funded proceeds on hold (one record per order, whatever its payees: a cart's transaction has
 * no room for one per seller). `held` until releaseAt, in the release index; the release sweep then marks it
 * `released` and tells each payee, once. A chargeback while held marks it `disputed` (out of the index). The
 * money itself never waits on this record: each ledger lot carries the same availableAt, so a late sweep delays
 * only the notice.
 */
export interface FundsHoldRecord {
  /** The order's id. */
  id: string;
  payees: HeldProceeds[];
  title: string;
  releaseAt: string;
  status: 'held' | 'released' | 'disputed';
  createdAt: string;
  endedAt: string | null;
}

const ENTITY = 'funds-hold';
const RELEASE_INDEX = 'FUNDS_RELEASE';

const fundsHoldKey = (id: string) => ({ pk: `FUNDS_HOLD#${id}`, sk: 'HOLD' });

const fromItem = (item: Item) => recordOf<FundsHoldRecord>(item);

export const getFundsHold = (db: Db, id: string) =>
  getItem(db, fundsHoldKey(id).pk, fundsHoldKey(id).sk, fromItem);

/** A new hold, in the release index by its release time; written with the movement that pays it. */
export const putNewFundsHold = (db: Db, hold: FundsHoldRecord): TransactItem =>
  putNew(db, {
    ...fundsHoldKey(hold.id),
    ...expiryIndexKeys(RELEASE_INDEX, hold.id, hold.releaseAt),
    entity: ENTITY,
    ...hold,
  });

/** Holds whose release time has come (eventually consistent: each is ended conditionally). */
export const listDueFundsHolds = (db: Db, now: Date, limitPerShard: number) =>
  listDueInExpiryIndex(db, RELEASE_INDEX, now, limitPerShard, fromItem);

/** Ends a hold that is still held: `released` at its time, `disputed` by a chargeback; out of the index. */
export const endFundsHold = (db: Db, id: string, to: 'released' | 'disputed', at: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: fundsHoldKey(id),
    UpdateExpression: 'SET #status = :to, endedAt = :at REMOVE gsi3pk, gsi3sk',
    ConditionExpression: '#status = :held',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':to': to, ':held': 'held', ':at': at },
  },
});
