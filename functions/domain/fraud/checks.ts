import type {
  FraudDecision,
  FraudDecisionAnswer,
  RequestFraudDecisionAnswer,
  RequestFraudDecisionBody,
} from '../../../shared/api/schemas/fraud';
import { FRAUD_DECISION_POLL_TIMEOUT_MS } from '../../../shared/domain/constants';
import { transactWrite, tryTransactWrite } from '../../data/db';
import {
  type FraudCheckRecord,
  type FraudCheckRef,
  finishFraudCheck,
  getFraudCheck,
  putFraudCheck,
  recordFraudReference,
} from '../../data/fraud-check';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import type { FraudProgress, FraudSubject } from '../../lib/ports/fraud';
import { usdToCents } from '../money';
import { FRAUD_DECISION_WORKFLOW } from '../workflow-starts';
import { assertBuyable } from './buyable';

/** {id} with ?drop / "drop": a drop (a pack purchase), else an auction. */
export const fraudSubjectOf = (id: string, drop: boolean): FraudSubject => ({
  kind: drop ? 'drop' : 'auction',
  id,
});

/**
 * Every paid order needs a decision; a free one (price 0) none. The web asks before the payments the fraud
 * provider screens, by card or from a balance; crypto payments are screened by their own provider.
 */
export const isDecisionRequired = (priceCents: number) => priceCents > 0;

/** The web polls a check up to this moment; the check is over then, decided or not. */
export const fraudCheckDeadline = (check: Pick<FraudCheckRecord, 'requestedAt'>) =>
  new Date(Date.parse(check.requestedAt) + FRAUD_DECISION_POLL_TIMEOUT_MS);

/**
 * How long the POST waits for the provider's answer before it leaves the order to the workflow: the provider
 * decides most orders as they are reported, and a buyer who knows within about a second pays at once, while a
 * slow provider costs the buyer at most this much more than the workflow's polls alone.
 */
export const FRAUD_DECISION_ANSWER_WITHIN_MS = 1000;

/** Reports the check's order (its price, action and subject, the buyer's e-mail) to the fraud provider. */
export async function submitFraudOrder(deps: Deps, check: FraudCheckRecord) {
  const user = await getUser(deps.db, check.userUuid);
  if (!user) throw new Error(`No user ${check.userUuid}`);
  return deps.fraud.submitOrder({
    orderId: check.checkId,
    userUuid: check.userUuid,
    email: user.email,
    amountCents: check.priceCents,
    subject: check.subject,
    action: check.action,
  });
}

/** Ends a check still pending; answers whether this call ended it (a newer check may have replaced it). */
export async function finishCheck(
  deps: Deps,
  ref: FraudCheckRef,
  outcome: { status: 'decided'; decision: FraudDecision } | { status: 'error'; failure: string },
): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  const finished = await tryTransactWrite(deps.db, [finishFraudCheck(deps.db, ref, outcome, at)]);
  if (finished) {
    const outcomeName = outcome.status === 'decided' ? outcome.decision.category : 'error';
    deps.metrics.count(businessMetrics.fraudDecision, { outcome: outcomeName });
  }
  return finished;
}

/**
 * The provider's answer to the order when it comes within `withinMs`, else undefined. A failure is left to the
 * workflow too: it reports the order again (the same order id) and any failure of its own ends the check.
 */
async function submittedWithin(
  deps: Deps,
  check: FraudCheckRecord,
  withinMs: number,
): Promise<(FraudProgress & { reference: string }) | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((answer) => {
    timer = setTimeout(() => answer(undefined), withinMs);
  });
  const submitted = submitFraudOrder(deps, check).catch((error) => {
    deps.logger.warn('fraud order not reported at once', { checkId: check.checkId, error: String(error) });
    return undefined;
  });
  return Promise.race([submitted, late]).finally(() => clearTimeout(timer));
}

/**
 * POST /payments/sift-order-decision/{id}: starts a fresh check of the order (replacing any earlier one of the
 * same subject) and answers whether the web must wait for its decision, with the decision when the provider
 * made it within FRAUD_DECISION_ANSWER_WITHIN_MS; else the fraud-decision workflow waits for it. Only for a
 * subject the caller could buy.
 */
export async function requestFraudDecision(
  deps: Deps,
  userUuid: string,
  subject: FraudSubject,
  order: Pick<RequestFraudDecisionBody, 'price' | 'action'>,
): Promise<RequestFraudDecisionAnswer> {
  await assertBuyable(deps, userUuid, subject);
  const priceCents = usdToCents(order.price);
  if (!isDecisionRequired(priceCents)) return { is_decision_required: false };
  const checkId = deps.newId();
  const check: FraudCheckRecord = {
    userUuid,
    subject,
    checkId,
    action: order.action,
    priceCents,
    status: 'pending',
    decision: null,
    reference: null,
    execution: `fraud-decision-${checkId}`,
    requestedAt: deps.clock.now().toISOString(),
    finishedAt: null,
    failure: null,
  };
  await transactWrite(deps.db, [putFraudCheck(deps.db, check)]);
  const submitted = await submittedWithin(deps, check, FRAUD_DECISION_ANSWER_WITHIN_MS);
  if (submitted?.status === 'decided') {
    const finished = await finishCheck(deps, check, submitted);
    // A check replaced meanwhile is not this answer's: the newer one answers its own.
    return finished
      ? { is_decision_required: true, decision: submitted.decision }
      : { is_decision_required: true };
  }
  // The workflow polls the reported order, or reports it when the provider did not answer in time.
  if (submitted) await tryTransactWrite(deps.db, [recordFraudReference(deps.db, check, submitted.reference)]);
  await deps.workflows.start(FRAUD_DECISION_WORKFLOW, { userUuid, subject, checkId }, check.execution);
  return { is_decision_required: true };
}

/**
 * GET /payments/sift-order-decision/{id}: the caller's check of the subject (404 when they have none). A check
 * still pending at its deadline reads as error, however its run ended.
 */
export async function fraudDecisionOf(
  deps: Deps,
  userUuid: string,
  subject: FraudSubject,
): Promise<FraudDecisionAnswer> {
  const check = await getFraudCheck(deps.db, userUuid, subject);
  if (!check) throw new NotFoundError();
  const timedOut = check.status === 'pending' && deps.clock.now() >= fraudCheckDeadline(check);
  return { status: timedOut ? 'error' : check.status, decision: check.decision };
}
