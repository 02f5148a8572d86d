import { tryTransactWrite } from '../../data/db';
import { putNewPassRaffle } from '../../data/pass-raffle';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Publishes the raffle's commitment (the sha256 of a seed the operator keeps secret until the draw) and how many
 * win. Once: a second commitment would let the operator pick between seeds.
 */
export async function openPassRaffle(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { commitment: string; winnersCount: number },
): Promise<void> {
  if (!SHA256_HEX.test(input.commitment)) throw new ConflictError('The commitment must be a sha256 in hex');
  if (!Number.isInteger(input.winnersCount) || input.winnersCount < 1) {
    throw new ConflictError('The raffle needs at least one winner');
  }
  const opened = await tryTransactWrite(deps.db, [
    putNewPassRaffle(deps.db, {
      commitment: input.commitment,
      winnersCount: input.winnersCount,
      openedAt: deps.clock.now().toISOString(),
      winnerHashes: [],
    }),
  ]);
  if (!opened) throw new ConflictError('The allowlist raffle is already open');
}
