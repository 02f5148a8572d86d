import { describe, expect, it } from 'vitest';
import { drawWinners, emailHash, seedCommitment } from '../../../functions/domain/pass/raffle-draw';

const SEED = 'published-seed-42';
const EMAILS = ['ada@example.com', 'bob@example.com', 'cy@example.com', 'di@example.com', 'ed@example.com'];

describe('the allowlist raffle draw', () => {
  // Expected values computed outside this code base (Python hashlib) from DRAW_ALGORITHM's wording.
  it('matches an independent implementation of the published algorithm', () => {
    expect(seedCommitment(SEED)).toBe('511c725d98f1959b950e6d442adb55799d6b4060ec0636a2d164659308bf29fd');
    expect(drawWinners(SEED, EMAILS.map(emailHash), 2)).toEqual([
      '5ff860bf1190596c7188ab851db691f0f3169c453936e9e1eba2f9a47f7a0018',
      '30eca34b85df1da08b6230f0b661d6789ab2c925fd203f971785da3214a21b87',
    ]);
    expect(emailHash(' Bob@Example.COM ')).toBe(emailHash('bob@example.com'));
  });

  it('does not depend on the order of the entries and counts each entry once', () => {
    const hashes = EMAILS.map(emailHash);
    const forward = drawWinners(SEED, hashes, 3);
    expect(drawWinners(SEED, [...hashes].reverse(), 3)).toEqual(forward);
    // Listing an entry twice gives it no second chance and no duplicate winner.
    const doubled = drawWinners(SEED, [...hashes, ...hashes], 5);
    expect(new Set(doubled).size).toBe(5);
    expect(drawWinners(`${SEED}x`, hashes, 3)).not.toEqual(forward);
    expect(drawWinners(SEED, hashes, 10)).toHaveLength(5);
  });
});
