import { type Db, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { PASS_RAFFLE_PK } from './pass-raffle';

/** One entry per e-mail address (its sha256 is the sort key); `wonAt` is set when the winner e-mail is sent. */
export interface PassRaffleEntryRecord {
  emailHash: string;
  email: string;
  enteredAt: string;
  wonAt?: string;
}

const ENTRY_PREFIX = 'ENTRY#';
const entryKey = (emailHash: string) => ({ pk: PASS_RAFFLE_PK, sk: `${ENTRY_PREFIX}${emailHash}` });

export const putNewPassRaffleEntry = (db: Db, record: PassRaffleEntryRecord): TransactItem =>
  putNew(db, { ...entryKey(record.emailHash), entity: 'pass-raffle-entry', ...record });

export const listPassRaffleEntries = (db: Db) =>
  queryItems(db, { pk: PASS_RAFFLE_PK, skBeginsWith: ENTRY_PREFIX, consistent: true }, (item: Item) =>
    recordOf<PassRaffleEntryRecord>(item),
  );

/** Marks a winner as told, once: written with the winner e-mail's event, so a re-run sends nothing twice. */
export const markPassRaffleEntryWon = (db: Db, emailHash: string, wonAt: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: entryKey(emailHash),
    UpdateExpression: 'SET wonAt = :wonAt',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(wonAt)',
    ExpressionAttributeValues: { ':wonAt': wonAt },
  },
});
