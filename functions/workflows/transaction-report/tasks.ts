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

/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection): a title may start with it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a negative amount) starts with '-' but is no formula: it stays a number. */
const NUMBER = /^-?\d+(\.\d+)?$/;

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. A field that would start a
 * formula is prefixed with a single quote (shown as text) and quoted, so no cell of the user's text runs.
 */
function csvField(value: string): string {
  if (FORMULA_START.test(value) && !NUMBER.test(value)) return quoted(`'${value}`);
  return /[",\r\n]/.test(value) ? quoted(value) : value;
}

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

/** Writes the CSV of the user's transactions of the year to private media, under a key nobody can guess. */
export async function writeReportFile(input: ReportInput): Promise<ReportInput & { key: string }> {
  const deps = getDeps();
  const rows = await listTransactionsOfYear(deps.db, input.userUuid, input.year);
  const key = `reports/${randomBytes(16).toString('hex')}/transactions-${input.year}.csv`;
  await deps.media.put(key, transactionReportCsv(rows), 'text/csv; charset=utf-8', 'private');
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
      access: 'private',
      generatedOn: input.day,
    }),
  ]);
  return { key: input.key };
}
