import { type Db, getItem, type Item, put, putNew, queryItems, recordOf, type TransactItem } from './db';
import { userKey } from './user';

/** A user's yearly transaction report: the media key of its CSV file, in the user's partition. */
export interface TransactionReportRecord {
  userUuid: string;
  year: number;
  /** Private media key: the file is read only through a short-lived signed URL given to its owner. */
  key: string;
  /** Absent on a report written when the files were public media: that file is not served, a new one is made. */
  access?: 'private';
  /** The day (YYYY-MM-DD, UTC) the file was written: a report of the current year is rewritten each day. */
  generatedOn: string;
}

export const transactionReportKey = (userUuid: string, year: number) => ({
  pk: userKey(userUuid).pk,
  sk: `TRANSACTION_REPORT#${year}`,
});

export const putTransactionReport = (db: Db, report: TransactionReportRecord): TransactItem =>
  put(db, { ...transactionReportKey(report.userUuid, report.year), entity: 'transaction-report', ...report });

export const getTransactionReport = (db: Db, userUuid: string, year: number) =>
  getItem(
    db,
    transactionReportKey(userUuid, year).pk,
    transactionReportKey(userUuid, year).sk,
    recordOf<TransactionReportRecord>,
  );

/**
 * One line of a user's transaction history (spec part 1 §3 transaction kinds: buy, card, bid, offer, gift,
 * fusion; and mint, the storefront's minting fee). The purchase, bid, offer, gift and fusion features write these items in the user's partition as
 * `TRANSACTION#<occurredAt>#<id>` when they land; until then a report has only its header.
 */
export interface TransactionRow {
  occurredAt: string;
  kind: string;
  title: string;
  edition: number | null;
  amountCents: number;
  paymentMethod: string;
  reference: string;
}

const TRANSACTION_PREFIX = 'TRANSACTION#';

/** A transaction line, written once (`id`: the order's id) in the same transaction as what it records. */
export const putNewTransactionRow = (
  db: Db,
  userUuid: string,
  id: string,
  row: TransactionRow,
): TransactItem =>
  putNew(db, {
    pk: userKey(userUuid).pk,
    sk: `${TRANSACTION_PREFIX}${row.occurredAt}#${id}`,
    entity: 'transaction',
    ...row,
  });

/** A user's transactions of one year, oldest first. */
export const listTransactionsOfYear = (db: Db, userUuid: string, year: number) =>
  queryItems(
    db,
    {
      pk: userKey(userUuid).pk,
      skBetween: [`${TRANSACTION_PREFIX}${year}-`, `${TRANSACTION_PREFIX}${year}-~`],
      consistent: true,
    },
    (item: Item) => recordOf<TransactionRow>(item),
  );
