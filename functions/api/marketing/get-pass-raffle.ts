import { passRoutes } from '../../../shared/api/routes/pass';
import { getPassRaffle } from '../../data/pass-raffle';
import { listPassRaffleEntries } from '../../data/pass-raffle-entry';
import { DRAW_ALGORITHM } from '../../domain/pass/raffle-draw';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** The allowlist raffle in public: e-mails only as their hashes, so anyone can check an entry and the draw. */
export const getPassRaffleEndpoint = endpoint(passRoutes.getPassRaffle, async (deps) => {
  const raffle = await getPassRaffle(deps.db);
  if (!raffle) throw new NotFoundError('The allowlist raffle is not open yet');
  const entries = await listPassRaffleEntries(deps.db);
  return {
    state: raffle.seed === undefined ? ('open' as const) : ('drawn' as const),
    commitment: raffle.commitment,
    seed: raffle.seed ?? null,
    winners_count: raffle.winnersCount,
    opened_at: raffle.openedAt,
    drawn_at: raffle.drawnAt ?? null,
    entry_hashes: entries.map((entry) => entry.emailHash),
    winner_hashes: raffle.winnerHashes,
    algorithm: DRAW_ALGORITHM,
  };
});
