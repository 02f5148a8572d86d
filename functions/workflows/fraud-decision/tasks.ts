import { tryTransactWrite } from '../../data/db';
import {
  type FraudCheckRecord,
  type FraudCheckRef,
  finishFraudCheck,
  getFraudCheck,
  recordFraudReference,
} from '../../data/fraud-check';
import { getUser } from '../../data/user';
import { fraudCheckDeadline } from '../../domain/fraud/checks';
import { type Deps, getDeps } from '../../lib/deps';
import { businessMetrics } from '../../lib/metrics/business-metrics';
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

/** Records a decision; whether or not this run wrote it (a newer check may have replaced this one), it is over. */
async function recordProgress(
  deps: Deps,
  input: FraudDecisionInput,
  reference: string,
  progress: FraudProgress,
): Promise<FraudPollState> {
  const state = { ...input, reference };
  if (progress.status === 'pending') return { ...state, done: false };
  const at = deps.clock.now().toISOString();
  if (await tryTransactWrite(deps.db, [finishFraudCheck(deps.db, input, progress, at)]))
    deps.metrics.count(businessMetrics.fraudDecision, { outcome: progress.decision.category });
  return { ...state, done: true };
}

/** Reports the order (the check's price, action and subject, the buyer's e-mail) to the fraud provider. */
export async function submitOrder(input: FraudDecisionInput): Promise<FraudPollState> {
  const deps = getDeps();
  const check = await readOpenCheck(deps, input);
  if (!check) return { ...input, reference: '', done: true };
  const user = await getUser(deps.db, input.userUuid);
  if (!user) throw new Error(`No user ${input.userUuid}`);
  const { reference, ...progress } = await deps.fraud.submitOrder({
    orderId: check.checkId,
    userUuid: check.userUuid,
    email: user.email,
    amountCents: check.priceCents,
    subject: check.subject,
    action: check.action,
  });
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
  const at = deps.clock.now().toISOString();
  if (await tryTransactWrite(deps.db, [finishFraudCheck(deps.db, input, { status: 'error', failure }, at)]))
    deps.metrics.count(businessMetrics.fraudDecision, { outcome: 'error' });
  deps.logger.warn('fraud check failed', { userUuid: input.userUuid, checkId: input.checkId, failure });
}
