import type { PayoutCoin, PayoutProvider, WithdrawalType } from '../../shared/domain/enums';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { advanceWork, recoveryIndexKeys } from './recovery-index';

/**
 * A withdrawal (the withdrawal workflow's subject): money left the user's credit (or a creator's earnings) for the
 * pending-payouts account in the transaction that wrote this record. queued: waiting for its payout batch;
 * sending: the batch picked it, its payout is being sent (or reconciled with the provider); sent: the provider
 * has it; completed: paid (a bank may still return it within the return window); then settled (final), failed or
 * returned (both final, the money is back where it came from).
 */
export type WithdrawalState = 'queued' | 'sending' | 'sent' | 'completed' | 'settled' | 'failed' | 'returned';

/** Where the withdrawn money came from: marketplace credit, or a creator's storefront earnings. */
export type WithdrawalSource = 'credit' | 'earnings';

export type PayoutDestination =
  | { provider: typeof PayoutProvider.dwolla; fundingSourceId: string }
  | { provider: typeof PayoutProvider.bitpay; recipientId: string; coin: PayoutCoin | null };

export interface WithdrawalRecord {
  id: string;
  userUuid: string;
  source: WithdrawalSource;
  transferType: WithdrawalType;
  destination: PayoutDestination;
  /** Taken from the source account, cents. */
  amountCents: number;
  /** The 1% crypto fee (platform revenue), cents. */
  feeCents: number;
  /** Sent to the provider: amount - fee, cents. */
  payoutCents: number;
  status: WithdrawalState;
  requestedAt: string;
  /** The payout batch it waits for (10 AM or 5 PM US Eastern; the sandbox clock locally). */
  batchAt: string;
  updatedAt: string;
  /** The workflow's execution name: `withdrawal-<id>`. */
  execution: string;
  /** The provider's transfer id once sent. */
  transferId: string | null;
  failure: string | null;
  endedAt: string | null;
}

export const WITHDRAWAL_ENTITY = 'withdrawal';
export const withdrawalKey = (id: string) => ({ pk: `WITHDRAWAL#${id}`, sk: 'WITHDRAWAL' });
const userWithdrawalsPk = (userUuid: string) => `USER#${userUuid}#WITHDRAWALS`;
/** The payout queue: queued withdrawals by batch time, so a batch reads exactly what is due. */
const PAYOUT_QUEUE_PK = 'PAYOUT_QUEUE';

/**
 * Indexes: gsi1 the owner's withdrawals by request time (history); gsi2 the payout queue while queued (removed when
 * the batch picks it); gsi3 the recovery index by batch time, until the sweep saw its workflow started or it ended.
 */
export const putNewWithdrawal = (db: Db, record: WithdrawalRecord): TransactItem =>
  putNew(db, {
    ...withdrawalKey(record.id),
    ...recoveryIndexKeys(record.id, record.batchAt),
    gsi1pk: userWithdrawalsPk(record.userUuid),
    gsi1sk: `${record.requestedAt}#${record.id}`,
    gsi2pk: PAYOUT_QUEUE_PK,
    gsi2sk: `${record.batchAt}#${record.id}`,
    entity: WITHDRAWAL_ENTITY,
    ...record,
  });

export const withdrawalFromItem = (item: Item) => recordOf<WithdrawalRecord>(item);

export const getWithdrawal = (db: Db, id: string) =>
  getItem(db, withdrawalKey(id).pk, withdrawalKey(id).sk, withdrawalFromItem);

/** A user's withdrawals, newest first (the index is eventually consistent: a new one shows within a moment). */
export const listUserWithdrawals = (db: Db, userUuid: string, limit: number) =>
  queryItems(
    db,
    { index: 'gsi1', pk: userWithdrawalsPk(userUuid), descending: true, limit },
    withdrawalFromItem,
  );

/** Queued withdrawals whose batch time is at or before `dueAt`, oldest batch first. */
export const listDueWithdrawals = (db: Db, dueAt: Date, limit: number) =>
  queryItems(
    db,
    { index: 'gsi2', pk: PAYOUT_QUEUE_PK, skBefore: `${dueAt.toISOString()}#\uffff`, limit },
    withdrawalFromItem,
  );

type Step =
  | { status: 'sending' }
  | { status: 'sent'; transferId: string }
  | { status: 'completed'; transferId: string }
  | { status: 'settled'; at: string }
  | { status: 'failed' | 'returned'; failure: string; at: string };

/**
 * Moves the withdrawal on from one of `from`, only if it still is there (so of two runs of a step, one writes);
 * leaving `queued` takes it out of the payout queue, a final step out of the recovery index.
 */
export function advanceWithdrawal(
  db: Db,
  id: string,
  from: readonly WithdrawalState[],
  step: Step,
  updatedAt: string,
): TransactItem {
  const item = advanceWork(db, withdrawalKey(id), from, { ...step, updatedAt });
  if (!('Update' in item) || !item.Update) return item;
  const leavesQueue = from.includes('queued');
  const expression = item.Update.UpdateExpression ?? '';
  item.Update.UpdateExpression = !leavesQueue
    ? expression
    : expression.includes(' REMOVE ')
      ? `${expression}, gsi2pk, gsi2sk`
      : `${expression} REMOVE gsi2pk, gsi2sk`;
  return item;
}
