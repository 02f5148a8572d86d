import { NotificationType } from '../../../shared/domain/enums';
import { transactWrite } from '../../data/db';
import { endFundsHold, getFundsHold, listDueFundsHolds } from '../../data/funds-hold';
import { recordEvents } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { isCancelled } from './order-record';

/** Holds looked at per release-index shard and run; the rest wait for the next run. */
const BATCH_PER_SHARD = 50;

/**
 * The release sweep: every card-funded hold whose time has come ends `released`, and each payee it held is told
 * their proceeds may now be withdrawn, in the one conditional write, so a hold is released (and announced) once
 * however many sweeps race. A hold a chargeback ended first stays `disputed`. Answers how many it released.
 */
export async function releaseDueFunds(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await listDueFundsHolds(deps.db, now, BATCH_PER_SHARD);
  let released = 0;
  for (const seen of due) {
    const hold = await getFundsHold(deps.db, seen.id);
    if (hold?.status !== 'held' || hold.releaseAt > now.toISOString()) continue;
    const users = [...new Set(hold.payees.map((payee) => payee.userUuid))];
    const notices = users.map((user_uuid) =>
      newEvent(deps, 'NotificationRequested', {
        user_uuid,
        notification_type: NotificationType.fundsReleased,
        subject: hold.title,
      }),
    );
    try {
      await transactWrite(deps.db, [
        endFundsHold(deps.db, hold.id, 'released', now.toISOString()),
        recordEvents(deps.db, notices),
      ]);
      released++;
    } catch (error) {
      if (!isCancelled(error)) throw error;
    }
  }
  return released;
}
