import * as z from '../../zod';
import { isoDateSchema } from './common';

/**
 * The pass's allowlist raffle (beyond the spec: part 1 §2 names the raffle, not how it is drawn). Entries are the
 * POST /email-subscribe calls tagged PASS_RAFFLE_TAG; the public draw shows e-mails only as their sha256.
 */

/** The e-mail-subscribe tags of the pass page: an allowlist raffle entry, or the waitlist. */
export const PASS_RAFFLE_TAG = 'one-pass-raffle';
export const PASS_WAITLIST_TAG = 'one-pass-waitlist';

const sha256HexSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

export const passRaffleStateSchema = z.enum(['open', 'drawn']);

export const passRaffleSchema = z.object({
  state: passRaffleStateSchema,
  /** sha256 (hex) of the seed, published when entries open. */
  commitment: sha256HexSchema,
  /** The seed whose sha256 is the commitment; null until the draw reveals it. */
  seed: z.nullable(z.string()),
  winners_count: z.number().check(z.int(), z.positive()),
  opened_at: isoDateSchema,
  drawn_at: z.nullable(isoDateSchema),
  /** sha256 (hex) of each entrant's lower-cased e-mail, sorted; frozen at the draw. */
  entry_hashes: z.array(sha256HexSchema),
  /** The winners' e-mail hashes in draw order; empty until the draw. */
  winner_hashes: z.array(sha256HexSchema),
  /** How to recompute the winners from the seed and the entry hashes. */
  algorithm: z.string(),
});
export type PassRaffle = z.infer<typeof passRaffleSchema>;
