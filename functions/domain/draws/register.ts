import { cancellationCodes, transactWrite, tryTransactWrite } from '../../data/db';
import { drawStillOpen, getDraw, type PackDrawRecord } from '../../data/draw';
import {
  advanceRegistration,
  type DrawRegistrationRecord,
  getRegistration,
  putRegistration,
  type RegistrationStatus,
} from '../../data/draw-registration';
import { getPack, type PackRecord } from '../../data/pack';
import type { Deps } from '../../lib/deps';
import { AppError, NotFoundError } from '../../lib/errors';
import type { PaymentChoice } from '../payments/payment-method';
import { placeHold } from '../payments/place-hold';
import { releaseHold } from '../payments/release-hold';
import { fingerprintOf } from '../payments/request-fingerprint';
import { PurchaseDeclinedError } from '../purchases/errors';
import { AlreadyRegisteredError, DrawClosedError, DrawNotOpenError } from './errors';

export interface RegisterInput {
  packId: string;
  userUuid: string;
  method: PaymentChoice;
  /** The Idempotency-Key header: a retry with the same key holds once and answers the same registration. */
  idempotencyKey?: string;
}

/** A registration that holds (or is holding) the caller's money: a second one is refused. */
const HELD: readonly RegistrationStatus[] = ['holding', 'registered', 'won', 'lost'];

/**
 * Registers the caller for a pack's draw during its window: one registration per user and pack (a conditional
 * put, with the draw still open in the same transaction), then one pack's price held on the chosen method as a
 * bid holds it, then `registered`, again only while the draw is open. A refused or declined hold ends the
 * registration `declined` (the caller may register again); a draw closed meanwhile releases the hold.
 */
export async function registerForDraw(deps: Deps, input: RegisterInput): Promise<DrawRegistrationRecord> {
  const [draw, pack, existing] = await Promise.all([
    getDraw(deps.db, input.packId),
    getPack(deps.db, input.packId),
    getRegistration(deps.db, input.packId, input.userUuid),
  ]);
  if (!draw || !pack) throw new NotFoundError();
  const holdId = `draw:${fingerprintOf([draw.packId, input.userUuid, input.idempotencyKey ?? deps.newId()])}`;
  if (existing?.holdId === holdId)
    return existing.status === 'holding' ? holdFor(deps, pack, existing) : existing;
  if (existing && HELD.includes(existing.status)) throw new AlreadyRegisteredError();
  assertWindowOpen(deps, draw);

  const now = deps.clock.now().toISOString();
  const registration: DrawRegistrationRecord = {
    packId: draw.packId,
    userUuid: input.userUuid,
    entryId: deps.newId(),
    holdId,
    method: input.method,
    status: 'holding',
    orderId: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transactWrite(deps.db, [
      putRegistration(deps.db, registration),
      drawStillOpen(deps.db, draw.packId),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const [registrationCode] = codes;
    if (registrationCode === 'ConditionalCheckFailed') {
      // A concurrent twin with the same key wrote it first: continue it; another registration: refused.
      const twin = await getRegistration(deps.db, draw.packId, input.userUuid);
      if (twin?.holdId === holdId) return twin.status === 'holding' ? holdFor(deps, pack, twin) : twin;
      throw new AlreadyRegisteredError();
    }
    throw new DrawClosedError();
  }
  return holdFor(deps, pack, registration);
}

function assertWindowOpen(deps: Deps, draw: PackDrawRecord): void {
  const now = deps.clock.now().toISOString();
  if (now < draw.opensAt) throw new DrawNotOpenError();
  if (now >= draw.closesAt || draw.status !== 'open') throw new DrawClosedError();
}

/** The hold of one pack's price for a registration: the same hold id, so a retry or the close continues it. */
export const registrationHold = (pack: PackRecord, registration: DrawRegistrationRecord) => ({
  holdId: registration.holdId,
  userUuid: registration.userUuid,
  method: registration.method,
  amountCents: pack.priceCents,
});

async function holdFor(
  deps: Deps,
  pack: PackRecord,
  registration: DrawRegistrationRecord,
): Promise<DrawRegistrationRecord> {
  const decline = () =>
    tryTransactWrite(deps.db, [
      advanceRegistration(deps.db, registration, ['holding'], 'declined', deps.clock.now().toISOString()),
    ]);
  try {
    const held = await placeHold(deps, registrationHold(pack, registration));
    if (held.status === 'declined') {
      await decline();
      throw new PurchaseDeclinedError();
    }
  } catch (error) {
    // A refusal (short balance, card gone) moved no money; the registration ends so the caller may try again.
    if (error instanceof AppError && !(error instanceof PurchaseDeclinedError)) await decline();
    throw error;
  }
  const at = deps.clock.now().toISOString();
  const registered = await tryTransactWrite(deps.db, [
    advanceRegistration(deps.db, registration, ['holding'], 'registered', at),
    drawStillOpen(deps.db, registration.packId),
  ]);
  if (registered) return { ...registration, status: 'registered', updatedAt: at };
  const current = await getRegistration(deps.db, registration.packId, registration.userUuid);
  if (current?.holdId === registration.holdId && current.status === 'registered') return current;
  // Frozen by the close before this hold was in: it never entered the draw, so its money goes back now.
  await releaseHold(deps, { holdId: registration.holdId });
  throw new DrawClosedError();
}
