import { type CardRecord, getCard } from '../../data/card';
import { expireCardChallenge, settleCardChallenge } from '../../domain/cards/three-ds';
import { type Deps, getDeps } from '../../lib/deps';
import type { ChallengeOutcome } from '../../lib/ports/card-processor';

/**
 * What waits on the challenge. Only a card being added is wired; a checkout payment will be another kind, with
 * its own pending read, finish and expiry below.
 */
export type ChallengeSubject = { kind: 'card'; userUuid: string; cardId: string };

export type ThreeDSecureInput = {
  subject: ChallengeSubject;
  challenge: { sessionId: string; sourceId: string };
  /** The card provider's success window closes then: a challenge not finished by then never will be. */
  expiresAt: string;
};

/** settled: validate-3ds (or an earlier round) finished the subject; ended: the challenge has an outcome. */
export type ChallengeCheck =
  | { progress: 'settled' | 'pending' | 'expired' }
  | { progress: 'ended'; outcome: ChallengeOutcome };

const pendingCard = async (deps: Deps, subject: ChallengeSubject): Promise<CardRecord | undefined> => {
  const card = await getCard(deps.db, subject.userUuid, subject.cardId);
  return card?.status === 'pending' ? card : undefined;
};

/** Where the challenge stands, unless its subject no longer waits on it or its window closed. */
export async function readChallenge(input: ThreeDSecureInput): Promise<ChallengeCheck> {
  const deps = getDeps();
  if (!(await pendingCard(deps, input.subject))) return { progress: 'settled' };
  if (deps.clock.now() >= new Date(input.expiresAt)) return { progress: 'expired' };
  const status = await deps.cards.challengeStatus(input.challenge.sessionId, input.challenge.sourceId);
  return status === 'pending' ? { progress: 'pending' } : { progress: 'ended', outcome: status };
}

/** Finishes the card exactly as validate-3ds does; a no-op when validate-3ds got there first. */
export async function finishChallenge(
  input: ThreeDSecureInput & { check: { outcome: ChallengeOutcome } },
): Promise<void> {
  const deps = getDeps();
  const card = await pendingCard(deps, input.subject);
  if (card) await settleCardChallenge(deps, card, input.check.outcome);
}

/** Drops the card whose challenge was never finished; no decline is counted. */
export async function expireChallenge(input: ThreeDSecureInput): Promise<void> {
  const deps = getDeps();
  const card = await pendingCard(deps, input.subject);
  if (card) await expireCardChallenge(deps, card);
}
