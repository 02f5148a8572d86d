import { FRAUD_DECISION_NUDGE } from '../../../shared/api/live';
import { tryTransactWrite } from '../../data/db';
import {
  type FraudCheckRecord,
  type FraudCheckRef,
  getFraudCheck,
  recordFraudReference,
} from '../../data/fraud-check';
import { finishCheck, fraudCheckDeadline, submitFraudOrder } from '../../domain/fraud/checks';
import { userChannelOf } from '../../domain/live/channels';
import { nudgeChannels } from '../../domain/live/fan-out';
import { type Deps, getDeps } from '../../lib/deps';
import type { FraudProgress } from '../../lib/ports/fraud';

/** The workflow's input: which check of the user's to run. */
export type FraudDecisionInput = FraudCheckRef;

/** What the polling loop carries: the provider's handle, and whether the run is over. */
export type FraudPollState = FraudDecisionInput & { reference: string; done: boolean };

/** The check ran out of time: recorded as an error, like the web's 'timeout error on poll'. */
export class FraudDecisionTimeout extends Error {
  override name = 'FraudDecisionTimeout';
}

/** A check this run may still write: the subject's current one (not replaced by a newer check), pending. */
const isOpen = (check: FraudCheckRecord | undefined, input: FraudDecisionInput): check is FraudCheckRecord =>
  check?.checkId === input.checkId && check.status === 'pending';

const readOpenCheck = async (deps: Deps, input: FraudDecisionInput) => {
  const check = await getFraudCheck(deps.db, input.userUuid, input.subject);
  return isOpen(check, input) ? check : undefined;
};

/** The buyer's page waits on the check: the nudge has it read the check now rather than at its next poll. */
const nudgeBuyer = (deps: Deps, input: FraudDecisionInput) =>
  nudgeChannels(deps, [{ channel: userChannelOf(input.userUuid), kind: FRAUD_DECISION_NUDGE }]);

/** Records a decision; whether or not this run wrote it (a newer check may have replaced this one), it is over. */
async function recordProgress(
  deps: Deps,
  input: FraudDecisionInput,
  reference: string,
  progress: FraudProgress,
): Promise<FraudPollState> {
  const state = { ...input, reference };
  if (progress.status === 'pending') return { ...state, done: false };
  if (await finishCheck(deps, input, progress)) await nudgeBuyer(deps, input);
  return { ...state, done: true };
}

/** Reports the check's order to the fraud provider, unless the POST did already: then only its decision is awaited. */
export async function submitOrder(input: FraudDecisionInput): Promise<FraudPollState> {
  const deps = getDeps();
  const check = await readOpenCheck(deps, input);
  if (!check) return { ...input, reference: '', done: true };
  if (check.reference) return { ...input, reference: check.reference, done: false };
  const { reference, ...progress } = await submitFraudOrder(deps, check);
  if (progress.status === 'pending') {
    const recorded = await tryTransactWrite(deps.db, [recordFraudReference(deps.db, input, reference)]);
    return { ...input, reference, done: !recorded };
  }
  return recordProgress(deps, input, reference, progress);
}

/** Reads the provider's decision; past the check's deadline the check ends in error instead. */
export async function pollDecision(input: FraudPollState): Promise<FraudPollState> {
  const deps = getDeps();
  const check = await readOpenCheck(deps, input);
  if (!check) return { ...input, done: true };
  if (deps.clock.now() >= fraudCheckDeadline(check)) {
    throw new FraudDecisionTimeout('No fraud decision within the time the buyer waits');
  }
  return recordProgress(deps, input, input.reference, await deps.fraud.decisionOf(input.reference));
}

/** Any error of the check ends it in error: the web cancels the payment. */
export async function recordError(
  input: FraudDecisionInput & { error: { Error: string; Cause: string } },
): Promise<void> {
  const deps = getDeps();
  const failure = `${input.error.Error}: ${input.error.Cause}`;
  if (await finishCheck(deps, input, { status: 'error', failure })) await nudgeBuyer(deps, input);
  deps.logger.warn('fraud check failed', { userUuid: input.userUuid, checkId: input.checkId, failure });
}
