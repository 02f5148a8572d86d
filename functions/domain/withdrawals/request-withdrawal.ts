import { CRYPTO_WITHDRAWAL_FEE_BPS } from '../../../shared/domain/constants';
import type { WithdrawalType } from '../../../shared/domain/enums';
import { getLedgerAccount } from '../../data/ledger-account';
import { getUser, type UserRecord } from '../../data/user';
import {
  type PayoutDestination,
  putNewWithdrawal,
  type WithdrawalRecord,
  type WithdrawalSource,
} from '../../data/withdrawal';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { type LedgerAccount, shardFor } from '../ledger/accounts';
import { afterDebt, readPot, readUserBalances } from '../ledger/balances';
import { BalanceChangedError, InsufficientFundsError, LedgerBusyError } from '../ledger/errors';
import type { MovementLeg } from '../ledger/movement';
import { postMovement } from '../ledger/post-movement';
import { basisPointsOfUp } from '../payments/coin-conversion';
import { denialText } from './denial';
import { AmountAboveAvailableError, WithdrawalNotAllowedError } from './errors';
import { schedulePayoutBatch } from './payout-batch';
import { nextPayoutBatch } from './payout-batch-time';

export interface WithdrawalRequest {
  userUuid: string;
  source: WithdrawalSource;
  transferType: WithdrawalType;
  amountCents: number;
  destination: PayoutDestination;
  /** The request's field the amount came in, for the error under it. */
  amountField: string;
}

/** What the rules look at: the source, the amount and the field it came in. */
export type WithdrawalCheck = Pick<WithdrawalRequest, 'source' | 'amountCents' | 'amountField'>;

/**
 * Reads of a changing balance before giving up with 503: each lost try means another movement got in, so a burst of
 * one user's withdrawals is taken one by one (as bids are, up to 25 tries with growing jitter).
 */
const ATTEMPTS = 25;

export const withdrawalExecution = (withdrawalId: string) => `withdrawal-${withdrawalId}`;

/** The 1% fee of a crypto payout (part 2 §9), rounded up to the cent as every fee; bank transfers have none. */
export const withdrawalFeeCents = (transferType: WithdrawalType, amountCents: number) =>
  transferType === 'crypto' ? basisPointsOfUp(amountCents, CRYPTO_WITHDRAWAL_FEE_BPS) : 0;

/** Where the money is, as read now: the debit leg, moving only if the account is still as read. */
async function sourceDebit(deps: Deps, user: UserRecord, request: WithdrawalCheck): Promise<MovementLeg> {
  if (request.source === 'credit') {
    const balances = await readUserBalances(deps.db, user, deps.clock.now());
    if (balances.denial) {
      const { title, description } = denialText(balances.denial);
      throw new WithdrawalNotAllowedError(title, description);
    }
    if (request.amountCents > balances.withdrawableCents)
      throw new AmountAboveAvailableError(request.amountField);
    const account: LedgerAccount = { kind: 'credit', userUuid: user.uuid };
    return { account, amount: -request.amountCents, expectedVersion: balances.creditVersion };
  }
  if (user.verificationStatus !== 'completed') {
    const { title, description } = denialText({ reason: 'verification_required' });
    throw new WithdrawalNotAllowedError(title, description);
  }
  const account = { kind: 'earnings', userUuid: user.uuid } as const;
  const [earnings, recovery] = await Promise.all([
    readPot(deps.db, account, deps.clock.now()),
    getLedgerAccount(deps.db, { kind: 'recovery', userUuid: user.uuid }),
  ]);
  const owedCents = Math.max(0, -(recovery?.balance ?? 0));
  if (request.amountCents > afterDebt(earnings.availableCents, owedCents))
    throw new AmountAboveAvailableError(request.amountField);
  return { account, amount: -request.amountCents, expectedVersion: earnings.version };
}

/**
 * The rules checked before a request creates anything at a provider (a bank withdrawal's customer and bank account):
 * withdraw_allowed and the amount available. requestWithdrawal checks them again as it moves the money.
 */
export async function assertCanWithdraw(deps: Deps, user: UserRecord, check: WithdrawalCheck): Promise<void> {
  await sourceDebit(deps, user, check);
}

/**
 * Takes the amount out of the user's credit (or earnings) into pending payouts in the one transaction that records
 * the withdrawal, queued for the next payout batch. The rules are checked against the balance as read, and the
 * debit moves only if the account's version is still that one: of concurrent withdrawals (or a withdrawal and a
 * purchase paid with credit) each is checked against what the others left, so together they never take out more
 * than was available. The batch's schedule is set afterwards; if that fails, the recovery sweep sends the
 * withdrawal once its batch time has passed.
 */
export async function requestWithdrawal(deps: Deps, request: WithdrawalRequest): Promise<WithdrawalRecord> {
  const user = await getUser(deps.db, request.userUuid);
  if (!user) throw new NotFoundError();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const debit = await sourceDebit(deps, user, request);
    const now = deps.clock.now();
    const id = deps.newId();
    const feeCents = withdrawalFeeCents(request.transferType, request.amountCents);
    const record: WithdrawalRecord = {
      id,
      userUuid: user.uuid,
      source: request.source,
      transferType: request.transferType,
      destination: request.destination,
      amountCents: request.amountCents,
      feeCents,
      payoutCents: request.amountCents - feeCents,
      status: 'queued',
      requestedAt: now.toISOString(),
      batchAt: nextPayoutBatch(deps.env, now).toISOString(),
      updatedAt: now.toISOString(),
      execution: withdrawalExecution(id),
      transferId: null,
      failure: null,
      endedAt: null,
    };
    const shard = shardFor(id);
    const legs: MovementLeg[] = [
      debit,
      { account: { kind: 'payouts', currency: 'USD', shard }, amount: record.payoutCents },
      ...(feeCents > 0 ? [{ account: { kind: 'revenue', shard } as const, amount: feeCents }] : []),
    ];
    try {
      await postMovement(
        { db: deps.db, now, newId: deps.newId },
        { idempotencyKey: `withdrawal:${id}`, kind: 'withdrawal', reference: id, legs },
        [putNewWithdrawal(deps.db, record)],
      );
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AmountAboveAvailableError(request.amountField);
      if (!(error instanceof BalanceChangedError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt, 5)));
      continue;
    }
    deps.metrics.count(businessMetrics.withdrawalRequested, { transfer_type: record.transferType });
    await schedulePayoutBatch(deps, new Date(record.batchAt));
    return record;
  }
  throw new LedgerBusyError();
}
