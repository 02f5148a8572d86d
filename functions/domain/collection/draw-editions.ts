import { randomInt } from 'node:crypto';
import type { Db } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import {
  EDITION_BLOCK_SIZE,
  editionBlockCount,
  editionBlockOf,
  listEditionBlock,
  type NftItemRecord,
  platformEdition,
} from '../../data/nft-item';

/** Random draws before falling back to listing every edition the platform still holds. */
const DRAWS_PER_EDITION = 8;

/**
 * Up to `count` editions of `nft` that the platform still holds, each remaining edition equally likely (for a pack's
 * random editions). Draws a sequence at random and keeps it if the platform holds it, reading each block of stored
 * editions at most once; when draws keep hitting sold editions (near a sell-out), it lists what remains and picks
 * from that. Fewer than `count` come back only when fewer remain. Nothing is reserved: `transferItemWrites` claims
 * them, and a buyer who loses an edition to another draws again.
 */
export async function drawPlatformEditions(
  db: Db,
  nft: NftRecord,
  count: number,
  pick: (below: number) => number = randomInt,
): Promise<NftItemRecord[]> {
  const blocks = new Map<number, Map<number, NftItemRecord>>();
  const storedIn = async (block: number) => {
    let stored = blocks.get(block);
    if (!stored) {
      stored = new Map((await listEditionBlock(db, nft.id, block)).map((item) => [item.sequence, item]));
      blocks.set(block, stored);
    }
    return stored;
  };
  const chosen = new Map<number, NftItemRecord>();
  const holdable = async (sequence: number) => {
    if (chosen.has(sequence)) return undefined;
    const stored = (await storedIn(editionBlockOf(sequence))).get(sequence);
    if (stored) return stored.owner === null ? stored : undefined;
    return platformEdition(nft, sequence);
  };

  for (let draw = 0; chosen.size < count && draw < count * DRAWS_PER_EDITION; draw++) {
    const sequence = 1 + pick(nft.quantity);
    const item = await holdable(sequence);
    if (item) chosen.set(sequence, item);
  }
  if (chosen.size < count) {
    const remaining: NftItemRecord[] = [];
    for (let block = 0; block < editionBlockCount(nft.quantity); block++) {
      const first = block * EDITION_BLOCK_SIZE + 1;
      const last = Math.min(nft.quantity, first + EDITION_BLOCK_SIZE - 1);
      for (let sequence = first; sequence <= last; sequence++) {
        const item = await holdable(sequence);
        if (item) remaining.push(item);
      }
    }
    while (chosen.size < count && remaining.length > 0) {
      const [item] = remaining.splice(pick(remaining.length), 1);
      if (item) chosen.set(item.sequence, item);
    }
  }
  return [...chosen.values()];
}
