import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../functions/data/db';
import { getMovement } from '../../functions/data/ledger-movement';
import { listPendingEvents } from '../../functions/data/outbox-event';
import { listSchedules } from '../../functions/data/schedule';
import { getWithdrawal, type WithdrawalState } from '../../functions/data/withdrawal';
import { shardFor } from '../../functions/domain/ledger/accounts';
import { sweepUnfinishedWork } from '../../functions/domain/recovery/sweep';
import { PAYOUT_BATCH, runPayoutBatch } from '../../functions/domain/withdrawals/payout-batch';
import { withdrawalFeeCents } from '../../functions/domain/withdrawals/request-withdrawal';
import { SANDBOX_BANK_FAILURES } from '../../functions/lib/adapters/sandbox-bank-payouts';
import {
  SANDBOX_CRYPTO_FAILURES,
  SANDBOX_CRYPTO_PAYOUTS,
} from '../../functions/lib/adapters/sandbox-crypto-payouts';
import { ManualClock } from '../../functions/lib/clock';
import { fireSchedule } from '../../functions/schedules/handler';
import { workflows } from '../../functions/workflows/registry';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { TIME_MS } from '../../shared/domain/constants';
import { NotificationType } from '../../shared/domain/enums';
import type { SignedInUser } from '../integration/account/support';
import { createTestRuntime } from '../integration/local-cloud/support';
import {
  activeRecipient,
  balanceOf,
  creditOf,
  firstBankWithdrawal,
  paths,
  withdrawer,
} from '../integration/withdrawals/support';
import { createTestDb, scanTable } from '../support/db';
import type { FaultTiming } from './fixtures/fault-injection';
import {
  armFaults,
  faultsOf,
  faultyWithdrawalWorkflow,
  onReturnWindowEnd,
} from './fixtures/withdrawal-faults';
import { settledStates } from './support';

/** The real withdrawal ASL, its steps failing once on demand; the other workflows as they are. */
const clock = new ManualClock('2026-06-01T12:00:00.000Z');
let db: Db;
let runtime: LocalRuntime;
beforeAll(async () => {
  db = await createTestDb();
  runtime = createTestRuntime(db, {
    clock,
    workflows: workflows.map((workflow) =>
      workflow.name === 'withdrawal' ? faultyWithdrawalWorkflow : workflow,
    ),
    workflowWaitMs: 5,
  });
  const returnWindowMs = runtime.deps.env.PAYOUT_RETURN_WINDOW_SECONDS * 1000;
  onReturnWindowEnd(() => clock.advance(returnWindowMs));
});
afterAll(() => runtime?.stop());

const CREDIT_CENTS = 5_000;

const executionArn = (withdrawalId: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:withdrawal:withdrawal-${withdrawalId}`;

/** A withdrawal as its owner asks for it; answers the withdrawal's id. */
type Request = (seller: SignedInUser) => Promise<string>;

async function requested(seller: SignedInUser, path: string, body: unknown): Promise<string> {
  const answer = await seller.call('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

const bank =
  (value: string, accountName = 'Ada checking'): Request =>
  (seller) =>
    requested(seller, paths.bankWithdrawal, firstBankWithdrawal(value, { accountName }));

const crypto =
  (amount: string): Request =>
  async (seller) => {
    await activeRecipient(runtime.deps, seller);
    return requested(seller, paths.cryptoPayout, { amount, provider: 'bitpay' });
  };

interface Scenario {
  request: Request;
  /** What the withdrawal ends as, and why when it did not pay. */
  end: { status: WithdrawalState; failure: string | null };
  /** The steps that ran (and so failed once each when armed), by fault timing. */
  steps: Record<FaultTiming | 'none', string[]>;
  /** What left the credit. */
  amountCents: number;
  /** What the provider was asked to pay. */
  payoutCents: number;
}

/** The amount that, less its 1% fee, is the payout the crypto sandbox rejects ($13.13). */
const REJECTED_AMOUNT_CENTS = Array.from(
  { length: 100 },
  (_, i) => SANDBOX_CRYPTO_PAYOUTS.rejectedAmountCents + i,
).find(
  (cents) => cents - withdrawalFeeCents('crypto', cents) === SANDBOX_CRYPTO_PAYOUTS.rejectedAmountCents,
) as number;

const paidSteps = {
  none: [],
  // Failing before its work, send leaves the payout pending for check; after it, its retry finds it processed.
  before: ['check', 'complete', 'send', 'settle'],
  after: ['complete', 'send', 'settle'],
};
const failedSteps = { none: [], before: ['fail', 'send'], after: ['fail', 'send'] };

const scenarios: Record<string, Scenario> = {
  'a bank payout completes': {
    request: bank('30'),
    end: { status: 'settled', failure: null },
    steps: paidSteps,
    amountCents: 3_000,
    payoutCents: 3_000,
  },
  'a crypto payout completes, less its fee': {
    request: crypto('30'),
    end: { status: 'settled', failure: null },
    steps: paidSteps,
    amountCents: 3_000,
    payoutCents: 2_970,
  },
  'an R03 bank payout fails at once and the money goes back': {
    request: bank('30', 'R03'),
    end: { status: 'failed', failure: SANDBOX_BANK_FAILURES.noAccount },
    steps: failedSteps,
    amountCents: 3_000,
    payoutCents: 3_000,
  },
  'an R01 bank payout is returned after the return window and the money goes back': {
    request: bank('30', 'R01'),
    end: { status: 'returned', failure: SANDBOX_BANK_FAILURES.insufficientFunds },
    steps: paidSteps,
    amountCents: 3_000,
    payoutCents: 3_000,
  },
  'a $13.13 crypto payout is rejected and the money goes back, fee too': {
    request: crypto((REJECTED_AMOUNT_CENTS / 100).toFixed(2)),
    end: { status: 'failed', failure: SANDBOX_CRYPTO_FAILURES.rejectedAmount },
    steps: failedSteps,
    amountCents: REJECTED_AMOUNT_CENTS,
    payoutCents: SANDBOX_CRYPTO_PAYOUTS.rejectedAmountCents,
  },
};

/** Moves the clock past every batch time queued so far and fires the payout batch as its schedule would. */
async function firePayoutBatch() {
  clock.advance(TIME_MS.day);
  await fireSchedule(runtime.deps, { kind: PAYOUT_BATCH, payload: { batchAt: clock.now().toISOString() } });
}

/** Everything a withdrawal's end left behind, comparable between runs with and without faults. */
async function endOf(seller: SignedInUser, withdrawalId: string) {
  const record = await getWithdrawal(db, withdrawalId);
  const events = await listPendingEvents(db, 1000);
  const paidOut = await getMovement(db, `payout:${withdrawalId}`);
  const reversal =
    (await getMovement(db, `withdrawal-failed:${withdrawalId}`)) ??
    (await getMovement(db, `withdrawal-returned:${withdrawalId}`));
  const sandboxPayouts = (await scanTable(db)).filter(
    (item) => String(item.entity).startsWith('payouts-sandbox-') && item.reference === withdrawalId,
  );
  return {
    status: record?.status,
    failure: record?.failure,
    creditCents: await balanceOf(runtime.deps, creditOf(seller.user.uuid)),
    pendingPayoutsCents: await balanceOf(runtime.deps, {
      kind: 'payouts',
      currency: 'USD',
      shard: shardFor(withdrawalId),
    }),
    clearedCents: paidOut?.entries.find((entry) => entry.account.startsWith('clearing'))?.amount ?? 0,
    givenBackCents: reversal?.entries.find((entry) => entry.account === 'credit')?.amount ?? 0,
    completedNotices: events.filter(
      (event) =>
        event.type === 'NotificationRequested' &&
        event.detail.user_uuid === seller.user.uuid &&
        event.detail.notification_type === NotificationType.withdrawalCompleted,
    ).length,
    reversalEmails: events.filter(
      (event) => event.type === 'WithdrawalReversed' && event.detail.email === seller.user.email,
    ).length,
    providerPayouts: sandboxPayouts.map((item) => item.amountCents),
    shownStatus: (await seller.call('GET', paths.withdrawals)).body.results[0]?.status,
  };
}

type End = Awaited<ReturnType<typeof endOf>>;
const endsWithoutFaults = new Map<string, End>();

describe('the withdrawal workflow', () => {
  for (const timing of ['none', 'before', 'after'] as const) {
    const how = timing === 'none' ? 'without faults' : `with each step failing once ${timing} its work`;
    it(`takes every payout to its end ${how}, paying at most once`, async () => {
      const runs: { name: string; scenario: Scenario; seller: SignedInUser; id: string }[] = [];
      for (const [name, scenario] of Object.entries(scenarios)) {
        const seller = await withdrawer(runtime.deps, clock, CREDIT_CENTS);
        runs.push({ name, scenario, seller, id: await scenario.request(seller) });
      }
      armFaults(timing === 'none' ? undefined : timing);
      await firePayoutBatch();
      await Promise.all(runs.map((run) => settledStates(runtime, executionArn(run.id))));
      armFaults(undefined);

      for (const { name, scenario, seller, id } of runs) {
        const end = await endOf(seller, id);
        // A returned payout was paid first; a failed or returned one gives the whole amount back.
        const paid = scenario.end.status !== 'failed';
        const givenBack = scenario.end.status !== 'settled';
        expect(end, name).toEqual({
          ...scenario.end,
          creditCents: CREDIT_CENTS - (givenBack ? 0 : scenario.amountCents),
          pendingPayoutsCents: 0,
          clearedCents: paid ? scenario.payoutCents : 0,
          givenBackCents: givenBack ? scenario.amountCents : 0,
          completedNotices: paid ? 1 : 0,
          reversalEmails: givenBack ? 1 : 0,
          providerPayouts: [scenario.payoutCents],
          shownStatus: scenario.end.status === 'settled' ? 'completed' : scenario.end.status,
        });
        expect(faultsOf(id).sort(), name).toEqual(scenario.steps[timing]);
        if (timing === 'none') endsWithoutFaults.set(name, end);
        else expect(end, name).toEqual(endsWithoutFaults.get(name));
      }
    }, 60_000);
  }
});

const queuedWithdrawal = async () => {
  const seller = await withdrawer(runtime.deps, clock, CREDIT_CENTS);
  const record = await getWithdrawal(db, await bank('20')(seller));
  if (!record) throw new Error('the withdrawal was not recorded');
  return record;
};

/** The wall clock of US Eastern at `iso`, e.g. '10:00'. */
const easternTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

const executionsOf = async (withdrawalId: string) =>
  (await runtime.workflows.listExecutions(1000)).filter((run) => run.name === `withdrawal-${withdrawalId}`);

describe('the payout batch', () => {
  // These tests set the clock to batch times themselves: no returns to wait for.
  beforeAll(() => onReturnWindowEnd(() => {}));

  it('is scheduled for 10 AM or 5 PM US Eastern and starts only the withdrawals due by then', async () => {
    const early = await queuedWithdrawal();
    expect(['10:00', '17:00']).toContain(easternTime(early.batchAt));
    const schedules = await listSchedules(db);
    expect(schedules.find((schedule) => schedule.dueAt === early.batchAt)?.target).toEqual({
      kind: PAYOUT_BATCH,
      payload: { batchAt: early.batchAt },
    });
    clock.set(early.batchAt);
    const late = await queuedWithdrawal();
    expect(Date.parse(late.batchAt)).toBeGreaterThan(clock.now().getTime());

    expect(await runPayoutBatch(runtime.deps)).toBe(1);
    await settledStates(runtime, executionArn(early.id));
    expect(await executionsOf(late.id)).toEqual([]);
    expect((await getWithdrawal(db, late.id))?.status).toBe('queued');
    // Firing the same batch again starts nothing: the started withdrawal left the queue.
    expect(await runPayoutBatch(runtime.deps)).toBe(0);

    clock.set(late.batchAt);
    expect(await runPayoutBatch(runtime.deps)).toBe(1);
    await settledStates(runtime, executionArn(late.id));
    for (const { id } of [early, late]) {
      expect((await getWithdrawal(db, id))?.status).toBe('settled');
      expect(await executionsOf(id)).toHaveLength(1);
    }
  }, 30_000);

  it('left unfired, is made up for by the recovery sweep, which starts the withdrawal exactly once', async () => {
    const leaseMs = runtime.deps.env.RECOVERY_LEASE_SECONDS * 1000;
    const stranded = await queuedWithdrawal();
    // Its batch time came, but not yet the lease after it: the batch may still be firing.
    clock.set(new Date(Date.parse(stranded.batchAt) + leaseMs / 2));
    await sweepUnfinishedWork(runtime.deps, leaseMs);
    expect(await executionsOf(stranded.id)).toEqual([]);

    clock.set(new Date(Date.parse(stranded.batchAt) + leaseMs + 1000));
    await Promise.all([
      sweepUnfinishedWork(runtime.deps, leaseMs),
      sweepUnfinishedWork(runtime.deps, leaseMs),
    ]);
    await settledStates(runtime, executionArn(stranded.id));
    expect((await sweepUnfinishedWork(runtime.deps, leaseMs)).found).toBe(0);
    // The late batch finds it gone from the queue.
    expect(await runPayoutBatch(runtime.deps)).toBe(0);
    expect(await executionsOf(stranded.id)).toHaveLength(1);
    expect((await getWithdrawal(db, stranded.id))?.status).toBe('settled');
  }, 30_000);
});
