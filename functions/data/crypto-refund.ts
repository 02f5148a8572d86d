import type { Currency } from '../../shared/domain/enums';
import { type Db, getItem, type Item, putNew, recordOf, type TransactItem } from './db';
import { LEAVE_RECOVERY_INDEX, recoveryIndexKeys } from './recovery-index';

/**
 * A send of prepaid coins back to the user's refund address, written 'sending' in the transaction that debits the
 * balance. It sits in the recovery index until it ends: 'sent' once the custody provider took it, 'reversed' (in
 * the transaction that credits the balance back) once the provider refused it. A send whose outcome is unknown (a
 * timeout, a crash) is finished by the recovery sweep, which asks again with the same reference.
 */
export type CryptoRefundStatus = 'sending' | 'sent' | 'reversed';

export interface CryptoRefundRecord {
  refundId: string;
  userUuid: string;
  coin: Currency;
  toAddress: string;
  /** What left the balance; the address receives micros - feeMicros. */
  micros: number;
  feeMicros: number;
  status: CryptoRefundStatus;
  txId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const CRYPTO_REFUND_ENTITY = 'crypto-refund';

const refundKey = (refundId: string) => ({ pk: `CRYPTO_REFUND#${refundId}`, sk: 'CRYPTO_REFUND' });

const fromItem = (item: Item) => recordOf<CryptoRefundRecord>(item);

export const cryptoRefundFromItem = fromItem;

export const getCryptoRefund = (db: Db, refundId: string) =>
  getItem(db, refundKey(refundId).pk, refundKey(refundId).sk, fromItem);

export const putNewCryptoRefund = (db: Db, refund: CryptoRefundRecord): TransactItem =>
  putNew(db, {
    ...refundKey(refund.refundId),
    entity: CRYPTO_REFUND_ENTITY,
    ...recoveryIndexKeys(refund.refundId, refund.createdAt),
    ...refund,
  });

/** Ends a send still under way; fails its condition when it ended already (a twin sweep, the request). */
export const endCryptoRefund = (
  db: Db,
  refundId: string,
  status: Exclude<CryptoRefundStatus, 'sending'>,
  txId: string | null,
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: refundKey(refundId),
    UpdateExpression: `SET #status = :status, txId = :tx, updatedAt = :at ${LEAVE_RECOVERY_INDEX}`,
    ConditionExpression: '#status = :sending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':tx': txId, ':at': at, ':sending': 'sending' },
  },
});
