import type { Currency } from '../../shared/domain/enums';
import { type Db, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { userKey } from './user';

/** A credited deposit, in the user's partition; written in the transaction of its ledger movement (so once). */
export interface CryptoDepositRecord {
  userUuid: string;
  txId: string;
  coin: Currency;
  /** The deposit address it arrived at. */
  address: string;
  micros: number;
  /** The idempotency key of the ledger movement that credited it. */
  movementKey: string;
  receivedAt: string;
}

const PREFIX = 'CRYPTO_DEPOSIT#';

export const cryptoDepositKey = (
  record: Pick<CryptoDepositRecord, 'userUuid' | 'receivedAt' | 'coin' | 'txId'>,
) => ({
  pk: userKey(record.userUuid).pk,
  sk: `${PREFIX}${record.receivedAt}#${record.coin}#${record.txId}`,
});

export const recordCryptoDeposit = (db: Db, record: CryptoDepositRecord): TransactItem =>
  putNew(db, { ...cryptoDepositKey(record), entity: 'crypto-deposit', ...record });

/** The user's deposits, newest first. */
export const listCryptoDeposits = (db: Db, userUuid: string, limit = 50) =>
  queryItems(db, { pk: userKey(userUuid).pk, skBeginsWith: PREFIX, descending: true, limit }, (item: Item) =>
    recordOf<CryptoDepositRecord>(item),
  );
