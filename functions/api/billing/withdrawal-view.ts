import type { Withdrawal, WithdrawalStatus } from '../../../shared/api/schemas/withdrawals';
import type { WithdrawalRecord, WithdrawalState } from '../../data/withdrawal';
import { centsToUsd } from '../../domain/money';

/** What the owner sees of each state: the batch has not picked it, it is with the provider, or its end. */
const shownStatus: Record<WithdrawalState, WithdrawalStatus> = {
  queued: 'queued',
  sending: 'processing',
  sent: 'processing',
  completed: 'completed',
  settled: 'completed',
  failed: 'failed',
  returned: 'returned',
};

/** The withdrawal history row (part 1 §3) with what it was. */
export const withdrawalView = (record: WithdrawalRecord): Withdrawal => ({
  id: record.id,
  last_updated: record.updatedAt,
  created: record.requestedAt,
  amount: centsToUsd(record.amountCents),
  fee: centsToUsd(record.feeCents),
  payout_amount: centsToUsd(record.payoutCents),
  status: shownStatus[record.status],
  transfer_type: record.transferType,
  source: record.source,
  batch_at: record.batchAt,
  failure: record.failure,
});
