import { messages } from '../../../shared/domain/messages';
import { getHold, type HoldRecord } from '../../data/payment-hold';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { isCancelled } from './order-record';

export type HoldResult =
  | { status: 'held'; hold: HoldRecord; replayed: boolean }
  | { status: 'declined'; hold: HoldRecord; replayed: boolean; message: string };

/** 'held' once placed, whatever happened to the hold since; a declined card answers 'Payment failed.'. */
export const holdResult = (hold: HoldRecord, replayed: boolean): HoldResult =>
  hold.status === 'declined'
    ? { status: 'declined', hold, replayed, message: messages.paymentFailed }
    : { status: 'held', hold, replayed };

/** Ledger keys and processor references of a hold's steps. */
export const holdKeys = (holdId: string) => ({
  place: `hold:${holdId}`,
  capture: `hold:${holdId}:capture`,
  release: `hold:${holdId}:release`,
});

export async function mustGetHold(deps: Deps, id: string): Promise<HoldRecord> {
  const hold = await getHold(deps.db, id);
  if (!hold) throw new NotFoundError();
  return hold;
}

/** After a refused status change: the hold as a concurrent call left it, unless it is still in `from`. */
export async function holdAfterCancel(
  deps: Deps,
  id: string,
  from: HoldRecord['status'],
  error: unknown,
): Promise<HoldRecord> {
  const hold = isCancelled(error) ? await getHold(deps.db, id) : undefined;
  if (!hold || hold.status === from) throw error;
  return hold;
}
