import { randomInt } from 'node:crypto';
import type { Db } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import { getEditions, listStoredEditions, type NftItemRecord, platformEdition } from '../../data/nft-item';

/** Rounds of random draws before listing every edition the platform still holds. */
const DRAW_ROUNDS = 3;
/** Sequences of one NFT read in one round at most. */
const MAX_DRAWN_PER_ROUND = 100;

export interface EditionsWanted {
  nft: NftRecord;
  count: number;
}

const holdable = (nft: NftRecord, sequence: number, stored: NftItemRecord | undefined) =>
  stored ? (stored.owner === null ? stored : undefined) : platformEdition(nft, sequence);

/**
 * Up to `count` editions of each wanted NFT that the platform still holds, each remaining edition equally likely
 * (a pack's or a claim's random editions), in the order wanted. Draws sequences at random and reads just those
 * editions, every NFT's in one round trip: a sequence never stored, or stored without an owner, is the platform's,
 * and the first `count` of them in draw order are kept. Each round asks for twice what is still missing, doubling
 * as draws keep hitting sold editions; when that is not enough (near a sell-out) it lists what remains and picks
 * from that. Fewer than `count` come back only when fewer remain. Nothing is reserved: `transferItemWrites` claims
 * them, and a buyer who loses an edition to another draws again.
 */
export async function drawEditions(
  db: Db,
  wanted: EditionsWanted[],
  pick: (below: number) => number = randomInt,
): Promise<NftItemRecord[][]> {
  const draws = wanted.map(({ nft, count }) => ({
    nft,
    count,
    drawn: new Set<number>(),
    chosen: new Map<number, NftItemRecord>(),
  }));
  for (let round = 1; round <= DRAW_ROUNDS; round++) {
    const asked = draws.map((draw) => {
      const missing = draw.count - draw.chosen.size;
      const size = Math.min(MAX_DRAWN_PER_ROUND, missing * 2 ** round, draw.nft.quantity - draw.drawn.size);
      const sequences: number[] = [];
      // Distinct sequences by rejection, bounded so an NFT with few sequences left undrawn cannot loop long.
      for (let tries = 0; missing > 0 && sequences.length < size && tries < size * 4; tries++) {
        const sequence = 1 + pick(draw.nft.quantity);
        if (draw.drawn.has(sequence)) continue;
        draw.drawn.add(sequence);
        sequences.push(sequence);
      }
      return { draw, sequences };
    });
    const keys = asked.flatMap(({ draw, sequences }) => sequences.map((sequence) => ({ draw, sequence })));
    if (keys.length === 0) break;
    const stored = await getEditions(
      db,
      keys.map(({ draw, sequence }) => ({ nftId: draw.nft.id, sequence })),
    );
    keys.forEach(({ draw, sequence }, i) => {
      const item = holdable(draw.nft, sequence, stored[i]);
      if (item && draw.chosen.size < draw.count) draw.chosen.set(sequence, item);
    });
  }
  for (const draw of draws) if (draw.chosen.size < draw.count) await pickFromRemaining(db, draw, pick);
  return draws.map((draw) => [...draw.chosen.values()]);
}

/** Up to `count` editions of `nft` the platform still holds, each equally likely (drawEditions for one NFT). */
export async function drawPlatformEditions(
  db: Db,
  nft: NftRecord,
  count: number,
  pick: (below: number) => number = randomInt,
): Promise<NftItemRecord[]> {
  const [editions] = await drawEditions(db, [{ nft, count }], pick);
  return editions ?? [];
}

/** Near a sell-out: lists every edition the platform still holds and picks the missing ones among them. */
async function pickFromRemaining(
  db: Db,
  draw: { nft: NftRecord; count: number; chosen: Map<number, NftItemRecord> },
  pick: (below: number) => number,
): Promise<void> {
  const stored = new Map((await listStoredEditions(db, draw.nft)).map((item) => [item.sequence, item]));
  const remaining: NftItemRecord[] = [];
  for (let sequence = 1; sequence <= draw.nft.quantity; sequence++) {
    const item = draw.chosen.has(sequence) ? undefined : holdable(draw.nft, sequence, stored.get(sequence));
    if (item) remaining.push(item);
  }
  while (draw.chosen.size < draw.count && remaining.length > 0) {
    const [item] = remaining.splice(pick(remaining.length), 1);
    if (item) draw.chosen.set(item.sequence, item);
  }
}
