import type { FraudDecision, RequestFraudDecisionBody } from '../../../../shared/api/schemas/fraud';
import {
  FRAUD_DECISION_POLL_INTERVAL_MS,
  FRAUD_DECISION_POLL_TIMEOUT_MS,
} from '../../../../shared/domain/constants';
import { messages } from '../../../../shared/domain/messages';
import { sleep } from '../../utils/sleep';
import { apiGet, apiSend } from '../api-client';

/** The fraud check could not decide (spec part 1 §4: any error cancels the payment). */
export class FraudCheckError extends Error {}

/**
 * The fraud decision before a payment (spec part 1 §4): POST /api/payments/sift-order-decision/{id} says whether
 * one is needed; if so GET polls every 3 s for up to 120 s ('timeout error on poll' after that). Answers null
 * when no decision is needed, else the decision: accept goes on, warn or block let the buyer choose to continue.
 * An error answer throws FraudCheckError; the checkout cancels.
 */
export async function checkFraudDecision(
  id: string,
  order: RequestFraudDecisionBody,
  { intervalMs = FRAUD_DECISION_POLL_INTERVAL_MS, timeoutMs = FRAUD_DECISION_POLL_TIMEOUT_MS } = {},
): Promise<FraudDecision | null> {
  const { is_decision_required } = await apiSend('requestFraudDecision', { params: { id }, body: order });
  if (!is_decision_required) return null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sleep(intervalMs);
    const answer = await apiGet('getFraudDecision', { params: { id }, query: { drop: order.drop } });
    if (answer.status === 'decided' && answer.decision) return answer.decision;
    if (answer.status === 'error') throw new FraudCheckError(messages.somethingWentWrong);
    if (Date.now() + intervalMs > deadline) throw new Error(messages.pollTimeout);
  }
}
