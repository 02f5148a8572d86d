import { createHash } from 'node:crypto';

/**
 * The allowlist raffle's draw, deterministic so anyone can recompute it from the published seed and entry hashes
 * (GET /api/pass/raffle; scripts/pass-draw.ts verify does it). Kept free of I/O for that reason.
 */

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** An entrant's public identity: the sha256 of the trimmed, lower-cased e-mail. */
export const emailHash = (email: string) => sha256Hex(email.trim().toLowerCase());

/** Published when entries open; the seed revealed at the draw must hash to it. */
export const seedCommitment = (seed: string) => sha256Hex(seed);

export const DRAW_ALGORITHM =
  'Check sha256(seed) = commitment. For each entry hash h (hex), score = sha256(seed + ":" + h) (hex, UTF-8 input). ' +
  'Sort the entries by score ascending (ties by h); the first winners_count are the winners, in that order.';

const byScore = (a: { score: string; hash: string }, b: { score: string; hash: string }) =>
  a.score < b.score ? -1 : a.score > b.score ? 1 : a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0;

/** The winners' hashes in draw order, per DRAW_ALGORITHM; each entry counts once however often it is listed. */
export function drawWinners(seed: string, entryHashes: readonly string[], winnersCount: number): string[] {
  return [...new Set(entryHashes)]
    .map((hash) => ({ hash, score: sha256Hex(`${seed}:${hash}`) }))
    .sort(byScore)
    .slice(0, winnersCount)
    .map(({ hash }) => hash);
}
