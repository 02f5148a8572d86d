import { randomBytes } from 'node:crypto';
import { transactWrite } from '../../data/db';
import { type PackDrawRecord, putNewDraw } from '../../data/draw';
import { allocatePackByDraw, getPack } from '../../data/pack';
import type { Deps } from '../../lib/deps';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { seedCommitment } from '../pass/raffle-draw';
import { scheduleDrawClose } from './close-schedule';

export interface OpenDrawInput {
  packId: string;
  opensAt: Date;
  closesAt: Date;
}

/**
 * Makes a pack a draw pack: a secret seed whose sha256 is published at once (so the seed revealed at the close
 * cannot have been chosen after the registrations), the registration window, and the close's schedule. The pack
 * is marked in the same transaction, so it is never sold first come.
 */
export async function openPackDraw(deps: Deps, input: OpenDrawInput): Promise<PackDrawRecord> {
  if (input.closesAt <= input.opensAt) throw new BadRequestError('A draw closes after it opens.');
  const pack = await getPack(deps.db, input.packId);
  if (!pack) throw new NotFoundError();
  const seed = randomBytes(32).toString('hex');
  const draw: PackDrawRecord = {
    packId: pack.id,
    dropId: pack.dropId,
    opensAt: input.opensAt.toISOString(),
    closesAt: input.closesAt.toISOString(),
    commitment: seedCommitment(seed),
    seed,
    status: 'open',
    entryIds: [],
    winnerEntryIds: [],
    drawnAt: null,
  };
  await transactWrite(deps.db, [putNewDraw(deps.db, draw), allocatePackByDraw(deps.db, pack.id)]);
  await scheduleDrawClose(deps, draw);
  return draw;
}
