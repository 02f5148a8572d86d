import { FRAUD_DECISION_NUDGE } from '../../../../shared/api/live';
import type { FraudDecision, RequestFraudDecisionBody } from '../../../../shared/api/schemas/fraud';
import {
  FRAUD_DECISION_POLL_INTERVAL_MS,
  FRAUD_DECISION_POLL_TIMEOUT_MS,
} from '../../../../shared/domain/constants';
import { messages } from '../../../../shared/domain/messages';
import { apiGet, apiSend } from '../api-client';
import { liveSocket } from '../live/live-socket';

/** The fraud check could not decide (spec part 1 §4: any error cancels the payment). */
export class FraudCheckError extends Error {}

/** Calls `onNudge` whenever the check may have ended, until the answered function is called. */
export type DecisionNudges = (onNudge: () => void) => () => void;

/**
 * The private `user` channel's hints that the check may have ended: the workflow's nudge, the socket's first
 * subscription (a decision made before it was not nudged) and a reconnect (one made meanwhile was missed).
 */
export const liveDecisionNudges =
  (token: () => string | null): DecisionNudges =>
  (onNudge) =>
    liveSocket.subscribe(
      'user',
      (kind) => {
        if (kind === FRAUD_DECISION_NUDGE || kind === 'subscribed' || kind === 'reconnected') onNudge();
      },
      token,
    );

/** Resolves after `intervalMs`, or sooner on a nudge (one that came while nobody waited counts too). */
function nudgedWait(nudges: DecisionNudges | undefined, intervalMs: number) {
  let nudged = false;
  let wake: (() => void) | undefined;
  const unsubscribe = nudges?.(() => {
    nudged = true;
    wake?.();
  });
  const next = () =>
    new Promise<void>((done) => {
      const finish = () => {
        clearTimeout(timer);
        wake = undefined;
        nudged = false;
        done();
      };
      const timer = setTimeout(finish, intervalMs);
      if (nudged) finish();
      else wake = finish;
    });
  return { next, stop: () => unsubscribe?.() };
}

/**
 * The fraud decision before a payment (spec part 1 §4): POST /api/payments/sift-order-decision/{id} says whether
 * one is needed, with the decision when the provider made it at once; else GET reads the check on each live
 * nudge of the check (`nudges`) and every 3 s for up to 120 s ('timeout error on poll' after that). Answers
 * null when no decision is needed, else the decision: accept goes on, warn or block let the buyer choose to
 * continue. An error answer throws FraudCheckError; the checkout cancels.
 */
export async function checkFraudDecision(
  id: string,
  order: RequestFraudDecisionBody,
  {
    intervalMs = FRAUD_DECISION_POLL_INTERVAL_MS,
    timeoutMs = FRAUD_DECISION_POLL_TIMEOUT_MS,
    nudges,
  }: { intervalMs?: number; timeoutMs?: number; nudges?: DecisionNudges } = {},
): Promise<FraudDecision | null> {
  const answer = await apiSend('requestFraudDecision', { params: { id }, body: order });
  if (!answer.is_decision_required) return null;
  if (answer.decision) return answer.decision;
  const deadline = Date.now() + timeoutMs;
  const wait = nudgedWait(nudges, intervalMs);
  try {
    for (;;) {
      await wait.next();
      const check = await apiGet('getFraudDecision', { params: { id }, query: { drop: order.drop } });
      if (check.status === 'decided' && check.decision) return check.decision;
      if (check.status === 'error') throw new FraudCheckError(messages.somethingWentWrong);
      if (Date.now() + intervalMs > deadline) throw new Error(messages.pollTimeout);
    }
  } finally {
    wait.stop();
  }
}
