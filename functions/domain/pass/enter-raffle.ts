import { tryTransactWrite } from '../../data/db';
import { passRaffleNotDrawn } from '../../data/pass-raffle';
import { putNewPassRaffleEntry } from '../../data/pass-raffle-entry';
import type { Deps } from '../../lib/deps';
import { emailHash } from './raffle-draw';

/**
 * Enters an address in the allowlist raffle, once, while it is not drawn. A repeat or a late entry changes
 * nothing (answered false): the subscription itself still succeeds, as the pass page expects.
 */
export async function enterPassRaffle(deps: Pick<Deps, 'db' | 'clock'>, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  return tryTransactWrite(deps.db, [
    passRaffleNotDrawn(deps.db),
    putNewPassRaffleEntry(deps.db, {
      emailHash: emailHash(normalized),
      email: normalized,
      enteredAt: deps.clock.now().toISOString(),
    }),
  ]);
}
