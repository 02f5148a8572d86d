import { transactWrite } from '../../data/db';
import { advanceHold, type HoldRecord } from '../../data/payment-hold';
import type { Deps } from '../../lib/deps';
import { postMovement } from '../ledger/post-movement';
import { HoldNotActiveError } from './errors';
import { holdAfterCancel, holdKeys, mustGetHold } from './hold-record';
import { releaseLegs } from './legs';
import { ledgerContext } from './order-record';
import type { BalancePayment } from './payment-method';

/**
 * Lets a hold go (a bid that lost or was replaced): the card authorization is voided, a held balance returns
 * to the user's account. Idempotent; a declined hold has nothing to release; a release racing a capture loses
 * with HoldNotActiveError.
 */
export async function releaseHold(deps: Deps, input: { holdId: string }): Promise<HoldRecord> {
  let hold = await mustGetHold(deps, input.holdId);
  while (hold.status === 'held') {
    const at = deps.clock.now().toISOString();
    // A held balance goes back in one transaction that marks the hold released while it is still held, so a
    // capture (which marks it capturing first) and a release never both win; a card is voided at the processor,
    // between releasing and released.
    if (hold.payment.type !== 'card') {
      try {
        return await giveBalanceBack(deps, hold, hold.payment, 'held', at);
      } catch (error) {
        // The hold moved on meanwhile (a capture took it, a twin let it go): answer as its status says.
        const current = await mustGetHold(deps, hold.id);
        if (current.status === 'held') throw error;
        hold = current;
        continue;
      }
    }
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
  // A balance hold left releasing by the two-step release this one replaced goes back in one transaction too.
  if (hold.payment.type !== 'card') return giveBalanceBack(deps, hold, hold.payment, 'releasing', at);
  if (!hold.paymentId) throw new Error(`Card hold ${hold.id} has no authorization`);
  await deps.cards.voidAuthorization(hold.paymentId, key);
  try {
    await transactWrite(deps.db, [advanceHold(deps.db, hold.id, 'releasing', 'released', at)]);
  } catch (error) {
    return holdAfterCancel(deps, hold.id, 'releasing', error);
  }
  return { ...hold, status: 'released', updatedAt: at };
}

/** Moves a held balance back to the user's account, marking the hold released (from `from`) in the same transaction. */
async function giveBalanceBack(
  deps: Deps,
  hold: HoldRecord,
  payment: BalancePayment,
  from: 'held' | 'releasing',
  at: string,
): Promise<HoldRecord> {
  const posted = await postMovement(
    ledgerContext(deps),
    {
      idempotencyKey: holdKeys(hold.id).release,
      kind: 'release',
      reference: hold.id,
      legs: releaseLegs(payment, hold.userUuid, hold),
    },
    [advanceHold(deps.db, hold.id, from, 'released', at)],
  );
  return posted.replayed ? mustGetHold(deps, hold.id) : { ...hold, status: 'released', updatedAt: at };
}
