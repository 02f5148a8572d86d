import { transactWrite } from '../../data/db';
import { advanceHold, type HoldRecord } from '../../data/payment-hold';
import type { Deps } from '../../lib/deps';
import { postMovement } from '../ledger/post-movement';
import { HoldNotActiveError } from './errors';
import { holdAfterCancel, holdKeys, mustGetHold } from './hold-record';
import { releaseLegs } from './legs';
import { ledgerContext } from './order-record';

/**
 * Lets a hold go (a bid that lost or was replaced): the card authorization is voided, a held balance returns
 * to the user's account. Idempotent; a declined hold has nothing to release; a release racing a capture loses
 * with HoldNotActiveError.
 */
export async function releaseHold(deps: Deps, input: { holdId: string }): Promise<HoldRecord> {
  let hold = await mustGetHold(deps, input.holdId);
  while (hold.status === 'held') {
    const at = deps.clock.now().toISOString();
    try {
      await transactWrite(deps.db, [advanceHold(deps.db, hold.id, 'held', 'releasing', at)]);
      hold = { ...hold, status: 'releasing', updatedAt: at };
    } catch (error) {
      hold = await holdAfterCancel(deps, hold.id, 'held', error);
    }
  }
  if (hold.status === 'released' || hold.status === 'declined') return hold;
  if (hold.status !== 'releasing') throw new HoldNotActiveError();

  const key = holdKeys(hold.id).release;
  const at = deps.clock.now().toISOString();
  const released: HoldRecord = { ...hold, status: 'released', updatedAt: at };
  const markReleased = advanceHold(deps.db, hold.id, 'releasing', 'released', at);
  if (hold.payment.type !== 'card') {
    // The hold becomes released in the transaction that gives the money back.
    const posted = await postMovement(
      ledgerContext(deps),
      {
        idempotencyKey: key,
        kind: 'release',
        reference: hold.id,
        legs: releaseLegs(hold.payment, hold.userUuid, hold),
      },
      [markReleased],
    );
    return posted.replayed ? mustGetHold(deps, hold.id) : released;
  }
  if (!hold.paymentId) throw new Error(`Card hold ${hold.id} has no authorization`);
  await deps.cards.voidAuthorization(hold.paymentId, key);
  try {
    await transactWrite(deps.db, [markReleased]);
  } catch (error) {
    return holdAfterCancel(deps, hold.id, 'releasing', error);
  }
  return released;
}
