import { NotificationType } from '../../../shared/domain/enums';
import { formatUsd, formatUsdFixed } from '../../../shared/format/usd';
import { tryTransactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { getUser } from '../../data/user';
import {
  advanceWithdrawal,
  getWithdrawal,
  type WithdrawalRecord,
  type WithdrawalState,
} from '../../data/withdrawal';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import type { PayoutTransfer } from '../../lib/ports/payouts';
import { type LedgerAccount, shardFor } from '../ledger/accounts';
import type { MovementLeg } from '../ledger/movement';
import { postMovement } from '../ledger/post-movement';

/**
 * The steps of the withdrawal workflow, each safe to run again after a lost answer: writes are conditional on the
 * state the withdrawal is in, ledger movements are keyed by the withdrawal, and the provider is always asked what
 * it has for the withdrawal's reference before anything is sent, so an unknown outcome is reconciled, never guessed.
 */

/** What the workflow branches on: still pending at the provider, completed (paid), or failed (not paid). */
export interface PayoutOutcome {
  status: 'pending' | 'completed' | 'failed';
  failure: string | null;
  /** The provider's transfer id, once it has one. */
  transferId: string | null;
}

type StepDeps = Pick<Deps, 'db' | 'clock' | 'newId' | 'bankPayouts' | 'cryptoPayouts'>;

async function readWithdrawal(deps: Pick<Deps, 'db'>, id: string): Promise<WithdrawalRecord> {
  const record = await getWithdrawal(deps.db, id);
  if (!record) throw new Error(`No withdrawal ${id}`);
  return record;
}

/** The provider's transfer for this withdrawal, or null when it has none. */
function findPayout(deps: StepDeps, record: WithdrawalRecord): Promise<PayoutTransfer | null> {
  return record.destination.provider === 'dwolla'
    ? deps.bankPayouts.findTransfer(record.id)
    : deps.cryptoPayouts.findPayout(record.id);
}

function sendPayout(deps: StepDeps, record: WithdrawalRecord): Promise<PayoutTransfer> {
  const request = { reference: record.id, amountCents: record.payoutCents };
  const destination = record.destination;
  return destination.provider === 'dwolla'
    ? deps.bankPayouts.sendTransfer({ ...request, fundingSourceId: destination.fundingSourceId })
    : deps.cryptoPayouts.sendPayout({
        ...request,
        recipientId: destination.recipientId,
        coin: destination.coin,
      });
}

/** A transfer returned before we saw it complete never paid out as far as we are concerned: it failed. */
const outcomeOf = (transfer: PayoutTransfer): PayoutOutcome => ({
  status: transfer.status === 'returned' ? 'failed' : transfer.status,
  failure: transfer.failure,
  transferId: transfer.id,
});

/** What a withdrawal already past sending tells the workflow, without asking the provider again. */
function recordedOutcome(record: WithdrawalRecord): PayoutOutcome | undefined {
  const byState: Partial<Record<WithdrawalState, PayoutOutcome['status']>> = {
    completed: 'completed',
    settled: 'completed',
    returned: 'completed',
    failed: 'failed',
  };
  const status = byState[record.status];
  return status && { status, failure: record.failure, transferId: record.transferId };
}

/**
 * The batch picked the withdrawal: it leaves the queue (sending), then the payout is sent, unless the provider
 * already has one for this reference (a retry after a lost answer), which is then the one followed.
 */
export async function sendWithdrawal(deps: StepDeps, id: string): Promise<PayoutOutcome> {
  let record = await readWithdrawal(deps, id);
  const recorded = recordedOutcome(record);
  if (recorded) return recorded;
  if (record.status === 'queued') {
    const at = deps.clock.now().toISOString();
    await tryTransactWrite(deps.db, [advanceWithdrawal(deps.db, id, ['queued'], { status: 'sending' }, at)]);
    record = await readWithdrawal(deps, id);
  }
  if (record.status === 'sent') return checkWithdrawal(deps, id);
  if (record.status !== 'sending') throw new Error(`Withdrawal ${id} is ${record.status}, not sending`);
  const transfer = (await findPayout(deps, record)) ?? (await sendPayout(deps, record));
  const outcome = outcomeOf(transfer);
  if (outcome.status !== 'failed') {
    const at = deps.clock.now().toISOString();
    await tryTransactWrite(deps.db, [
      advanceWithdrawal(deps.db, id, ['sending'], { status: 'sent', transferId: transfer.id }, at),
    ]);
  }
  return outcome;
}

/** Asks the provider how the payout stands. A sent payout the provider does not know is an error (ops look). */
export async function checkWithdrawal(deps: StepDeps, id: string): Promise<PayoutOutcome> {
  const record = await readWithdrawal(deps, id);
  const recorded = recordedOutcome(record);
  if (recorded) return recorded;
  const transfer = await findPayout(deps, record);
  if (!transfer) {
    if (record.status === 'sending') return sendWithdrawal(deps, id);
    throw new Error(`The provider has no payout for withdrawal ${id}`);
  }
  return outcomeOf(transfer);
}

const sourceAccount = (record: WithdrawalRecord): LedgerAccount =>
  record.source === 'credit'
    ? { kind: 'credit', userUuid: record.userUuid }
    : { kind: 'earnings', userUuid: record.userUuid };

/**
 * The payout arrived: the money leaves pending payouts for the provider's clearing account, the withdrawal is
 * completed, and its owner notified ('withdrawal completed', type 15: the inbox and an e-mail), all at once.
 */
export async function completeWithdrawal(deps: StepDeps, id: string, transferId: string): Promise<void> {
  const record = await readWithdrawal(deps, id);
  if (record.status !== 'sending' && record.status !== 'sent') return;
  const shard = shardFor(id);
  const at = deps.clock.now();
  const notice = newEvent(deps, 'NotificationRequested', {
    user_uuid: record.userUuid,
    notification_type: NotificationType.withdrawalCompleted,
    subject: formatUsdFixed(record.payoutCents),
  });
  await postMovement(
    { db: deps.db, now: at, newId: deps.newId },
    {
      idempotencyKey: `payout:${id}`,
      kind: 'payout',
      reference: id,
      legs: [
        { account: { kind: 'payouts', currency: 'USD', shard }, amount: -record.payoutCents },
        { account: { kind: 'clearing', currency: 'USD', shard }, amount: record.payoutCents },
      ],
    },
    [
      advanceWithdrawal(
        deps.db,
        id,
        ['sending', 'sent'],
        { status: 'completed', transferId },
        at.toISOString(),
      ),
      recordEvent(deps.db, notice),
    ],
  );
}

/**
 * Puts the whole amount back where it came from (the fee too): from pending payouts when the payout failed, from
 * clearing when the bank returned a completed one. One movement per withdrawal, written with the final state and
 * the owner's e-mail, so it happens exactly once.
 */
async function reverseWithdrawal(
  deps: StepDeps,
  record: WithdrawalRecord,
  end: { status: 'failed' | 'returned'; failure: string; from: WithdrawalState[] },
): Promise<void> {
  const shard = shardFor(record.id);
  const at = deps.clock.now();
  const heldIn: LedgerAccount =
    end.status === 'returned'
      ? { kind: 'clearing', currency: 'USD', shard }
      : { kind: 'payouts', currency: 'USD', shard };
  const legs: MovementLeg[] = [
    { account: heldIn, amount: -record.payoutCents },
    ...(record.feeCents > 0
      ? [{ account: { kind: 'revenue', shard } as const, amount: -record.feeCents }]
      : []),
    { account: sourceAccount(record), amount: record.amountCents },
  ];
  const user = await getUser(deps.db, record.userUuid);
  const notice =
    user &&
    newEvent(deps, 'WithdrawalReversed', {
      email: user.email,
      amount: formatUsd(record.amountCents),
      status: end.status,
      failure: end.failure,
    });
  await postMovement(
    { db: deps.db, now: at, newId: deps.newId },
    {
      idempotencyKey: `withdrawal-${end.status}:${record.id}`,
      kind: `withdrawal-${end.status}`,
      reference: record.id,
      legs,
    },
    [
      advanceWithdrawal(
        deps.db,
        record.id,
        end.from,
        { status: end.status, failure: end.failure, at: at.toISOString() },
        at.toISOString(),
      ),
      ...(notice ? [recordEvent(deps.db, notice)] : []),
    ],
  );
}

/** The provider did not pay: the withdrawal failed and the money is back in the account it came from. */
export async function failWithdrawal(deps: StepDeps, id: string, failure: string | null): Promise<void> {
  const record = await readWithdrawal(deps, id);
  if (record.status !== 'sending' && record.status !== 'sent') return;
  await reverseWithdrawal(deps, record, {
    status: 'failed',
    failure: failure ?? 'The payout failed',
    from: ['sending', 'sent'],
  });
}

/**
 * The end of the return window: a bank payout returned meanwhile (R01 and the like) gives the money back; any
 * other is settled, and the withdrawal leaves the recovery index.
 */
export async function settleWithdrawal(deps: StepDeps, id: string): Promise<void> {
  const record = await readWithdrawal(deps, id);
  if (record.status !== 'completed') return;
  const transfer = await findPayout(deps, record);
  if (transfer?.status === 'returned') {
    await reverseWithdrawal(deps, record, {
      status: 'returned',
      failure: transfer.failure ?? 'Returned by the bank',
      from: ['completed'],
    });
    return;
  }
  const at = deps.clock.now().toISOString();
  await tryTransactWrite(deps.db, [
    advanceWithdrawal(deps.db, id, ['completed'], { status: 'settled', at }, at),
  ]);
}
