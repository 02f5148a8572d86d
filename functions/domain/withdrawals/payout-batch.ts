import { listDueWithdrawals, type WithdrawalRecord } from '../../data/withdrawal';
import type { Deps } from '../../lib/deps';
import { WITHDRAWAL_WORKFLOW, type WithdrawalInput } from '../workflow-starts';

/** The schedule kind of a payout batch (functions/schedules/handler.ts runs `runPayoutBatch`). */
export const PAYOUT_BATCH = 'payout-batch';

/** The most withdrawals one firing starts; a longer queue is left to the next firing or the sweep. */
const BATCH_LIMIT = 5000;

const scheduleName = (batchAt: Date) =>
  `${PAYOUT_BATCH}-${batchAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/**
 * Makes sure the batch at `batchAt` fires: one EventBridge Scheduler schedule per batch time, the same name for
 * every withdrawal queued for it (scheduling it again replaces it). A failure is logged, not thrown: the withdrawal
 * is already recorded and its money set aside, and the recovery sweep sends it once its batch time has passed.
 */
export async function schedulePayoutBatch(deps: Pick<Deps, 'scheduler' | 'logger'>, batchAt: Date) {
  try {
    await deps.scheduler.scheduleOnce({
      name: scheduleName(batchAt),
      at: batchAt,
      target: { kind: PAYOUT_BATCH, payload: { batchAt: batchAt.toISOString() } },
    });
  } catch (error) {
    deps.logger.error('payout batch not scheduled; the recovery sweep will send its withdrawals', {
      batchAt: batchAt.toISOString(),
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Starts a withdrawal's workflow; idempotent by its execution name (a batch or the sweep may start it again). */
export async function startWithdrawal(
  deps: Pick<Deps, 'workflows' | 'env'>,
  record: Pick<WithdrawalRecord, 'id' | 'execution'>,
) {
  const input: WithdrawalInput = {
    withdrawalId: record.id,
    pollSeconds: deps.env.PAYOUT_POLL_SECONDS,
    returnWindowSeconds: deps.env.PAYOUT_RETURN_WINDOW_SECONDS,
  };
  await deps.workflows.start(WITHDRAWAL_WORKFLOW, input, record.execution);
}

/**
 * A payout batch: every queued withdrawal whose batch time has come gets its workflow, which takes it out of the
 * queue as its first step. Answers how many it started.
 */
export async function runPayoutBatch(deps: Deps): Promise<number> {
  const due = await listDueWithdrawals(deps.db, deps.clock.now(), BATCH_LIMIT);
  for (const withdrawal of due) await startWithdrawal(deps, withdrawal);
  return due.length;
}
