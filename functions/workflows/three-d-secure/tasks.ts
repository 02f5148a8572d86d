import { type CardRecord, getCard } from '../../data/card';
import { getOrder, type OrderRecord } from '../../data/order';
import { expireCardChallenge, settleCardChallenge } from '../../domain/cards/three-ds';
import { settleChallengedOrder } from '../../domain/purchases/checkout-challenge';
import type { ChallengeSubject, ThreeDSecureInput } from '../../domain/workflow-starts';
import { type Deps, getDeps } from '../../lib/deps';
import type { ChallengeOutcome } from '../../lib/ports/card-processor';

/** settled: validate-3ds (or an earlier round) finished the subject; ended: the challenge has an outcome. */
export type ChallengeCheck =
  | { progress: 'settled' | 'pending' | 'expired' }
  | { progress: 'ended'; outcome: ChallengeOutcome };

type Waiting = { kind: 'card'; card: CardRecord } | { kind: 'order'; order: OrderRecord };

/** The subject, while it still waits on the challenge. */
async function waitingSubject(deps: Deps, subject: ChallengeSubject): Promise<Waiting | undefined> {
  if (subject.kind === 'order') {
    const order = await getOrder(deps.db, subject.orderId);
    return order?.status === 'pending' ? { kind: 'order', order } : undefined;
  }
  const card = await getCard(deps.db, subject.userUuid, subject.cardId);
  return card?.status === 'pending' ? { kind: 'card', card } : undefined;
}

/** Where the challenge stands, unless its subject no longer waits on it or its window closed. */
export async function readChallenge(input: ThreeDSecureInput): Promise<ChallengeCheck> {
  const deps = getDeps();
  if (!(await waitingSubject(deps, input.subject))) return { progress: 'settled' };
  if (deps.clock.now() >= new Date(input.expiresAt)) return { progress: 'expired' };
  const status = await deps.cards.challengeStatus(input.challenge.sessionId, input.challenge.sourceId);
  return status === 'pending' ? { progress: 'pending' } : { progress: 'ended', outcome: status };
}

/** Finishes the subject exactly as validate-3ds does; a no-op when validate-3ds got there first. */
export async function finishChallenge(
  input: ThreeDSecureInput & { check: { outcome: ChallengeOutcome } },
): Promise<void> {
  const deps = getDeps();
  const waiting = await waitingSubject(deps, input.subject);
  if (waiting?.kind === 'card') await settleCardChallenge(deps, waiting.card, input.check.outcome);
  if (waiting?.kind === 'order') await settleChallengedOrder(deps, waiting.order, input.check.outcome);
}

/**
 * Drops the card whose challenge was never finished, or declines the order (a pack's unit goes back on sale);
 * no decline is counted.
 */
export async function expireChallenge(input: ThreeDSecureInput): Promise<void> {
  const deps = getDeps();
  const waiting = await waitingSubject(deps, input.subject);
  if (waiting?.kind === 'card') await expireCardChallenge(deps, waiting.card);
  if (waiting?.kind === 'order') await settleChallengedOrder(deps, waiting.order, 'expired');
}
