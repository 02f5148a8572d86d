import type { FraudDecisionAnswer, RequestFraudDecisionBody } from '../../../shared/api/schemas/fraud';
import { FRAUD_DECISION_POLL_TIMEOUT_MS } from '../../../shared/domain/constants';
import { transactWrite } from '../../data/db';
import { type FraudCheckRecord, getFraudCheck, putFraudCheck } from '../../data/fraud-check';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { FraudSubject } from '../../lib/ports/fraud';
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
 * POST /payments/sift-order-decision/{id}: starts a fresh check of the order (replacing any earlier one of the
 * same subject) and answers whether the web must wait for its decision. Only for a subject the caller could buy.
 */
export async function requestFraudDecision(
  deps: Deps,
  userUuid: string,
  subject: FraudSubject,
  order: Pick<RequestFraudDecisionBody, 'price' | 'action'>,
): Promise<{ is_decision_required: boolean }> {
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
