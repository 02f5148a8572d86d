import { type FraudCheckRecord, getFraudCheck } from '../../data/fraud-check';
import type { Deps } from '../../lib/deps';
import type { FraudSubject } from '../../lib/ports/fraud';
import { isDecisionRequired } from '../fraud/checks';
import { FraudCheckRefusedError, FraudCheckRequiredError } from './errors';

/**
 * A paid checkout screened by the fraud provider needs the buyer's finished check of the subject: accepted, or
 * warned / blocked when the buyer chose to continue (the web's modal). Pending, timed-out or errored checks refuse.
 */
export async function assertFraudCleared(
  deps: Deps,
  userUuid: string,
  subject: FraudSubject,
  priceCents: number,
  continueDespiteWarning: boolean,
): Promise<void> {
  if (!isDecisionRequired(priceCents)) return;
  assertCheckClears(await getFraudCheck(deps.db, userUuid, subject), priceCents, continueDespiteWarning);
}

/** assertFraudCleared for a check the caller read already (with the other items its checkout needs). */
export function assertCheckClears(
  check: FraudCheckRecord | undefined,
  priceCents: number,
  continueDespiteWarning: boolean,
): void {
  if (!isDecisionRequired(priceCents)) return;
  // The check must be of this order: a check of another price does not clear it.
  const decided = check?.status === 'decided' && check.decision && check.priceCents === priceCents;
  if (!decided || !check.decision) throw new FraudCheckRequiredError();
  if (check.decision.category !== 'accept' && !continueDespiteWarning) throw new FraudCheckRefusedError();
}
