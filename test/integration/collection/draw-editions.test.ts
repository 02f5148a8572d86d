import { describe, expect, it } from 'vitest';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem, platformEdition } from '../../../functions/data/nft-item';
import { drawEditions, drawPlatformEditions } from '../../../functions/domain/collection/draw-editions';
import { transferItem } from '../../../functions/domain/collection/transfer-item';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { cardLine, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const byQuantity = [...catalog.nfts].sort((a, b) => a.quantity - b.quantity);
/** A few editions, to sell out in a test; a larger NFT beside it. */
const small = byQuantity.find((nft) => nft.quantity >= 5);
const other = byQuantity.findLast((nft) => nft.quantity >= 50);
if (!small || !other) throw new Error('The demo catalog has no NFT of 5 editions or more, or of 50');

/** Moves edition `sequence` of `nft` to `to` (null: back to the platform). */
async function move(nft: NftRecord, sequence: number, to: string | null) {
  const item = (await getNftItem(db, `${nft.id}-${sequence}`)) ?? platformEdition(nft, sequence);
  await transferItem(db, {
    nft,
    item,
    to,
    how: 'buy',
    orderId: deps.newId(),
    lineItem: cardLine(2500),
    bundle: null,
    transferId: deps.newId(),
    now: clock.now(),
  });
}

const sequencesOf = (items: { sequence: number }[]) =>
  items.map((item) => item.sequence).sort((a, b) => a - b);

/** Counts the BatchGetItem calls `run` sends. */
async function batchGetsDuring(run: () => Promise<unknown>): Promise<number> {
  let calls = 0;
  const name = `count-batch-gets-${deps.newId()}`;
  db.client.middlewareStack.add(
    (next) => async (args) => {
      if (args.input && (args as { input: object }).input && 'RequestItems' in (args.input as object))
        calls++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    db.client.middlewareStack.remove(name);
  }
  return calls;
}

describe('drawEditions', () => {
  it('draws distinct editions of several NFTs in one round trip while most are the platform’s', async () => {
    let drawn: Awaited<ReturnType<typeof drawEditions>> = [];
    const calls = await batchGetsDuring(async () => {
      drawn = await drawEditions(db, [
        { nft: other, count: 3 },
        { nft: small, count: 2 },
      ]);
    });
    expect(calls).toBe(1);
    expect(drawn.map((items) => items.length)).toEqual([3, 2]);
    expect(new Set(sequencesOf(drawn[0] ?? [])).size).toBe(3);
    expect(drawn[0]?.every((item) => item.nftId === other.id && item.owner === null)).toBe(true);
    expect(drawn[1]?.every((item) => item.nftId === small.id && item.owner === null)).toBe(true);
  });

  it('finds the last editions the platform holds, an edition given back included, and no more', async () => {
    const buyer = deps.newId();
    for (let sequence = 1; sequence <= small.quantity; sequence++) await move(small, sequence, buyer);
    await move(small, 2, null);
    await move(small, small.quantity, null);
    const lastTwo = [2, small.quantity];

    expect(sequencesOf(await drawPlatformEditions(db, small, 2))).toEqual(lastTwo);
    expect(sequencesOf(await drawPlatformEditions(db, small, 5))).toEqual(lastTwo);
    const [alone] = await drawPlatformEditions(db, small, 1);
    expect(lastTwo).toContain(alone?.sequence);
    expect(alone?.owner).toBeNull();
  });

  it('answers nothing for an NFT the platform holds no edition of', async () => {
    await move(small, 2, deps.newId());
    await move(small, small.quantity, deps.newId());
    expect(await drawPlatformEditions(db, small, 1)).toEqual([]);
  });
});
