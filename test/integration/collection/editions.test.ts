import { describe, expect, it } from 'vitest';
import type { NftRecord } from '../../../functions/data/nft';
import { EDITION_BLOCK_SIZE, listStoredEditions } from '../../../functions/data/nft-item';
import { drawPlatformEditions } from '../../../functions/domain/collection/draw-editions';
import { editionsPage } from '../../../functions/domain/collection/editions';
import { EDITIONS_PAGE_SIZE } from '../../../shared/domain/constants';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { giveEdition, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;

/** A deterministic stand-in for randomInt. */
const sequencePicker = (values: number[]) => {
  let i = 0;
  return (below: number) => (values[i++ % values.length] ?? 0) % below;
};

describe('editionsPage', () => {
  it('lists 20 editions by sequence: the sold ones as stored, the rest as the platform holds them', async () => {
    const overtime = nft('nft-overtime-thriller');
    const buyer = (await signedInUser(deps)).user.uuid;
    await giveEdition(deps, overtime, 22, buyer);
    await giveEdition(deps, overtime, 40, buyer);

    const second = await editionsPage(db, overtime, 2);
    expect(second.count).toBe(overtime.quantity);
    expect(second.next).toBe(3);
    expect(second.results.map((item) => item.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => 21 + i));
    expect(second.results.filter((item) => item.owner === buyer).map((item) => item.sequence)).toEqual([
      22, 40,
    ]);
    expect(second.results.every((item) => item.owner === buyer || item.owner === null)).toBe(true);

    const last = await editionsPage(db, overtime, overtime.quantity / EDITIONS_PAGE_SIZE);
    expect(last.next).toBeNull();
    expect(last.results.at(-1)?.sequence).toBe(overtime.quantity);
    expect((await editionsPage(db, overtime, 99)).results).toEqual([]);
  });

  it('keeps the editions of an NFT in blocks that pages never straddle', () => {
    expect(EDITION_BLOCK_SIZE % EDITIONS_PAGE_SIZE).toBe(0);
  });
});

describe('drawPlatformEditions', () => {
  it('draws distinct editions the platform still holds, never a sold one', async () => {
    const tape = nft('nft-legends-jersey-card'); // 10 editions
    const buyer = (await signedInUser(deps)).user.uuid;
    for (const sequence of [1, 2, 3]) await giveEdition(deps, tape, sequence, buyer);

    // Draws land on sold editions and repeats first; those are skipped.
    const drawn = await drawPlatformEditions(db, tape, 4, sequencePicker([0, 1, 2, 5, 5, 6, 0, 9, 3]));
    expect(drawn.map((item) => item.sequence)).toEqual([6, 7, 10, 4]);
    expect(drawn.every((item) => item.owner === null && item.nftId === tape.id)).toBe(true);
  });

  it('falls back to what remains when draws keep hitting sold editions, and stops at a sell-out', async () => {
    const pressing = nft('nft-test-pressing'); // 10 editions
    const buyer = (await signedInUser(deps)).user.uuid;
    for (let sequence = 1; sequence <= 8; sequence++) await giveEdition(deps, pressing, sequence, buyer);

    // Every draw hits edition 1: the fallback picks from 9 and 10.
    const drawn = await drawPlatformEditions(db, pressing, 5, () => 0);
    expect(drawn.map((item) => item.sequence).sort((a, b) => a - b)).toEqual([9, 10]);
    expect((await listStoredEditions(db, pressing)).filter((item) => item.owner === buyer)).toHaveLength(8);
  });

  it('draws editions of a large NFT across its blocks', async () => {
    const green = nft('nft-neon-frequencies-green'); // 5000 editions
    const drawn = await drawPlatformEditions(db, green, 30);
    const sequences = drawn.map((item) => item.sequence);
    expect(new Set(sequences).size).toBe(30);
    expect(sequences.every((sequence) => sequence >= 1 && sequence <= green.quantity)).toBe(true);
    expect(
      new Set(sequences.map((sequence) => Math.floor((sequence - 1) / EDITION_BLOCK_SIZE))).size,
    ).toBeGreaterThan(5);
  });
});
