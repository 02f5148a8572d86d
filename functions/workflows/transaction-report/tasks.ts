import { randomBytes } from 'node:crypto';
import { transactWrite } from '../../data/db';
import {
  listTransactionsOfYear,
  putTransactionReport,
  type TransactionRow,
} from '../../data/transaction-report';
import { getDeps } from '../../lib/deps';

export interface ReportInput {
  userUuid: string;
  year: number;
  /** The day (YYYY-MM-DD) the report is made for; part of the execution name. */
  day: string;
}

const HEADER = ['Date', 'Type', 'Item', 'Edition', 'Amount (USD)', 'Payment method', 'Reference'];

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const csvLine = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;

const rowFields = (row: TransactionRow) => [
  row.occurredAt,
  row.kind,
  row.title,
  row.edition === null ? '' : String(row.edition),
  (row.amountCents / 100).toFixed(2),
  row.paymentMethod,
  row.reference,
];

export const transactionReportCsv = (rows: TransactionRow[]) =>
  [HEADER, ...rows.map(rowFields)].map(csvLine).join('');

/** Writes the CSV of the user's transactions of the year to media, under a key nobody can guess. */
export async function writeReportFile(input: ReportInput): Promise<ReportInput & { key: string }> {
  const deps = getDeps();
  const rows = await listTransactionsOfYear(deps.db, input.userUuid, input.year);
  const key = `reports/${randomBytes(16).toString('hex')}/transactions-${input.year}.csv`;
  await deps.media.put(key, transactionReportCsv(rows), 'text/csv; charset=utf-8');
  return { ...input, key };
}

/** Records the file as the user's report of the year; the report call answers its URL from then on. */
export async function recordReport(input: ReportInput & { key: string }): Promise<{ key: string }> {
  const deps = getDeps();
  await transactWrite(deps.db, [
    putTransactionReport(deps.db, {
      userUuid: input.userUuid,
      year: input.year,
      key: input.key,
      generatedOn: input.day,
    }),
  ]);
  return { key: input.key };
}
