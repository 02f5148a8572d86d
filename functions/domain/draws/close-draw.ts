import { NotificationType } from '../../../shared/domain/enums';
import { tryTransactWrite } from '../../data/db';
import { finishDraw, freezeDraw, getDraw, type PackDrawRecord, publishDraw } from '../../data/draw';
import {
  advanceRegistration,
  type DrawRegistrationRecord,
  listRegistrations,
  type RegistrationStatus,
} from '../../data/draw-registration';
import { recordEvent } from '../../data/outbox-event';
import { getPack, type PackRecord } from '../../data/pack';
import { getHold } from '../../data/payment-hold';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { drawWinners } from '../pass/raffle-draw';
import { placeHold } from '../payments/place-hold';
import { releaseHold } from '../payments/release-hold';
import { buyPackWithHold } from '../purchases/buy-pack';
import { PurchaseDeclinedError } from '../purchases/errors';
import { unsoldUnits } from '../purchases/pack-stock';
import { registrationHold } from './register';

export type DrawCloseOutcome =
  | { status: 'missing' }
  | { status: 'notDue'; draw: PackDrawRecord }
  | { status: 'finished'; draw: PackDrawRecord; won: number; released: number };

/** Registrations with nothing left to do: the money went (or was never held) and the holder was told. */
const ENDED: readonly RegistrationStatus[] = ['won', 'lost', 'declined'];

/** The order a winner's hold pays: one per draw and winner, so every attempt captures and delivers once. */
export const drawOrderId = (packId: string, userUuid: string) => `draw:${packId}:${userUuid}`;

/**
 * Closes a pack's draw at or after its closesAt: freezes the registrations, draws the winners among the held
 * ones with the committed seed (DRAW_ALGORITHM, at most the pack's unsold units) and publishes seed, entries and
 * winners; then each winner's hold pays a pack delivered as any purchase is, every other hold is released, and
 * everyone is told once. Each step is idempotent, so a close that stops anywhere (the schedule fires again, or
 * the recovery sweep runs it) finishes where it stopped; a finished draw is left as it is.
 */
export async function closeDraw(deps: Deps, packId: string): Promise<DrawCloseOutcome> {
  let draw = await getDraw(deps.db, packId);
  const pack = await getPack(deps.db, packId);
  if (!draw || !pack) return { status: 'missing' };
  if (draw.status === 'finished') return { status: 'finished', draw, won: 0, released: 0 };
  if (deps.clock.now().toISOString() < draw.closesAt) return { status: 'notDue', draw };

  if (draw.status === 'open') await tryTransactWrite(deps.db, [freezeDraw(deps.db, packId)]);
  const registrations = await listRegistrations(deps.db, packId);
  if (draw.status !== 'drawn') draw = await publish(deps, draw, pack, registrations);

  const winners = new Set(draw.winnerEntryIds);
  let won = 0;
  let released = 0;
  for (const registration of registrations) {
    if (ENDED.includes(registration.status)) continue;
    if (winners.has(registration.entryId) && registration.status === 'registered') {
      if (await settleWinner(deps, pack, registration)) won++;
      else released++;
    } else if (await releaseEntry(deps, pack, registration)) released++;
  }
  await tryTransactWrite(deps.db, [finishDraw(deps.db, packId, deps.clock.now().toISOString())]);
  return { status: 'finished', draw: { ...draw, status: 'finished' }, won, released };
}

/** Draws the frozen, held registrations (the same on every attempt: nothing changes them once frozen). */
async function publish(
  deps: Deps,
  draw: PackDrawRecord,
  pack: PackRecord,
  registrations: DrawRegistrationRecord[],
): Promise<PackDrawRecord> {
  const entryIds = registrations
    .filter((registration) => registration.status === 'registered')
    .map((registration) => registration.entryId)
    .sort();
  const winnersCount = Math.min(entryIds.length, await unsoldUnits(deps, pack));
  const result = {
    entryIds,
    winnerEntryIds: drawWinners(draw.seed, entryIds, winnersCount),
    drawnAt: deps.clock.now().toISOString(),
  };
  if (await tryTransactWrite(deps.db, [publishDraw(deps.db, pack.id, result)]))
    return { ...draw, ...result, status: 'drawn' };
  const current = await getDraw(deps.db, pack.id);
  if (current?.status !== 'drawn' && current?.status !== 'finished')
    throw new Error(`Draw ${pack.id} could not be published`);
  return current;
}

/** A winner's step: the hold pays a pack (reserved, captured, delivered); a hold no longer held loses. */
async function settleWinner(deps: Deps, pack: PackRecord, registration: DrawRegistrationRecord) {
  const orderId = drawOrderId(pack.id, registration.userUuid);
  try {
    await buyPackWithHold(deps, {
      userUuid: registration.userUuid,
      pack,
      orderId,
      holdId: registration.holdId,
      method: registration.method,
    });
  } catch (error) {
    if (!(error instanceof PurchaseDeclinedError)) throw error;
    await releaseEntry(deps, pack, registration);
    return false;
  }
  await tell(deps, pack, registration, 'won', orderId);
  return true;
}

/**
 * Lets the registration's hold go (once: releaseHold is idempotent) and, for one still in the draw, tells its
 * holder they were not selected. A hold its request left half-placed is placed first, so it can be released.
 */
async function releaseEntry(deps: Deps, pack: PackRecord, registration: DrawRegistrationRecord) {
  const hold = await getHold(deps.db, registration.holdId);
  if (!hold) return tell(deps, pack, registration, 'lost', null);
  if (hold.status === 'pending') await placeHold(deps, registrationHold(pack, registration));
  await releaseHold(deps, { holdId: registration.holdId });
  return tell(deps, pack, registration, 'lost', null);
}

/** The registration's outcome and its notification in one transaction, from an open state only: told once. */
async function tell(
  deps: Deps,
  pack: PackRecord,
  registration: DrawRegistrationRecord,
  outcome: 'won' | 'lost',
  orderId: string | null,
): Promise<boolean> {
  if (registration.status !== 'holding' && registration.status !== 'registered') return false;
  const notification = newEvent(deps, 'NotificationRequested', {
    user_uuid: registration.userUuid,
    notification_type: outcome === 'won' ? NotificationType.drawWon : NotificationType.drawLost,
    subject: pack.title,
    extra: null,
  });
  const at = deps.clock.now().toISOString();
  return tryTransactWrite(deps.db, [
    advanceRegistration(deps.db, registration, [registration.status], outcome, at, { orderId }),
    recordEvent(deps.db, notification),
  ]);
}
