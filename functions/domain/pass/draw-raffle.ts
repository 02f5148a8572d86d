import { transactWrite, tryTransactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { closePassRaffle, getPassRaffle, setPassRaffleWinners } from '../../data/pass-raffle';
import { listPassRaffleEntries, markPassRaffleEntryWon } from '../../data/pass-raffle-entry';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { drawWinners, seedCommitment } from './raffle-draw';

export interface PassRaffleDraw {
  entryCount: number;
  winnerHashes: string[];
  /** Winners e-mailed by this run (a re-run after a crash e-mails only those not told yet). */
  notified: number;
}

/**
 * Draws the allowlist raffle with the revealed seed: closes the entries, picks the winners by DRAW_ALGORITHM and
 * e-mails each winner once (the entry's wonAt and the PassRaffleWon event are one transaction). Safe to run again
 * with the same seed, e.g. from a schedule that retries: the draw is deterministic and the entries are frozen.
 */
export async function drawPassRaffle(
  deps: Pick<Deps, 'db' | 'clock' | 'newId'>,
  seed: string,
): Promise<PassRaffleDraw> {
  const raffle = await getPassRaffle(deps.db);
  if (!raffle) throw new NotFoundError('The allowlist raffle is not open');
  if (seedCommitment(seed) !== raffle.commitment) {
    throw new ConflictError('The seed does not match the published commitment');
  }
  const now = deps.clock.now().toISOString();
  // A concurrent run with the same seed may close it first: either way the entries are frozen from here.
  if (raffle.seed === undefined) await tryTransactWrite(deps.db, [closePassRaffle(deps.db, seed, now)]);

  const entries = await listPassRaffleEntries(deps.db);
  const winnerHashes = drawWinners(
    seed,
    entries.map((entry) => entry.emailHash),
    raffle.winnersCount,
  );
  await transactWrite(deps.db, [setPassRaffleWinners(deps.db, winnerHashes)]);

  const entryByHash = new Map(entries.map((entry) => [entry.emailHash, entry]));
  let notified = 0;
  for (const hash of winnerHashes) {
    const entry = entryByHash.get(hash);
    if (!entry || entry.wonAt) continue;
    const told = await tryTransactWrite(deps.db, [
      markPassRaffleEntryWon(deps.db, hash, now),
      recordEvent(deps.db, newEvent(deps, 'PassRaffleWon', { email: entry.email })),
    ]);
    if (told) notified += 1;
  }
  return { entryCount: entries.length, winnerHashes, notified };
}
