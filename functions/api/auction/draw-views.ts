import type { DrawRegistration, PackDraw } from '../../../shared/api/schemas/draws';
import type { PackDrawRecord } from '../../data/draw';
import type { DrawRegistrationRecord } from '../../data/draw-registration';
import type { PackRecord } from '../../data/pack';
import { centsToUsd } from '../../domain/money';
import { DRAW_ALGORITHM } from '../../domain/pass/raffle-draw';

/** The draw in public: the seed only once drawn (before, only its commitment). */
export const packDrawView = (draw: PackDrawRecord, pack: PackRecord): PackDraw => {
  const drawn = draw.status === 'drawn' || draw.status === 'finished';
  return {
    pack_id: draw.packId,
    state: drawn ? 'drawn' : draw.status === 'closing' ? 'closing' : 'open',
    opens_at: draw.opensAt,
    closes_at: draw.closesAt,
    price: centsToUsd(pack.priceCents),
    commitment: draw.commitment,
    seed: drawn ? draw.seed : null,
    drawn_at: draw.drawnAt,
    entries: draw.entryIds,
    winners: draw.winnerEntryIds,
    algorithm: DRAW_ALGORITHM,
  };
};

/** The caller's registration; withdrawn or declined ones read as none (the caller may register again). */
export const drawRegistrationView = (registration: DrawRegistrationRecord | undefined): DrawRegistration => {
  const status = registration?.status;
  if (!registration || status === undefined || status === 'withdrawn' || status === 'declined')
    return { status: 'none', entry_id: null, order_id: null };
  return { status, entry_id: registration.entryId, order_id: registration.orderId };
};
