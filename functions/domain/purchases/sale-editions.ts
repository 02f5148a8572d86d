import { randomInt } from 'node:crypto';
import type { BuyKind, ClaimKind } from '../../../shared/rules/auctions';
import type { Db } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import {
  EDITION_BLOCK_SIZE,
  editionBlockCount,
  listEditionBlock,
  type NftItemRecord,
  platformEdition,
} from '../../data/nft-item';
import { mintFromShard, STOCK_SHARDS } from '../../data/stock-shard';
import { drawPlatformEditions } from '../collection/draw-editions';

/**
 * The `count` lowest-numbered editions the platform still holds (fixed price sequential sells 1, 2, 3...),
 * after skipping `skip` of them: a buyer who lost the lowest to a concurrent buyer tries a little further on.
 */
export async function lowestPlatformEditions(
  db: Db,
  nft: NftRecord,
  count: number,
  skip = 0,
): Promise<NftItemRecord[]> {
  const found: NftItemRecord[] = [];
  for (let block = 0; block < editionBlockCount(nft.quantity) && found.length < count + skip; block++) {
    const stored = new Map((await listEditionBlock(db, nft.id, block)).map((item) => [item.sequence, item]));
    const first = block * EDITION_BLOCK_SIZE + 1;
    const last = Math.min(nft.quantity, first + EDITION_BLOCK_SIZE - 1);
    for (let sequence = first; sequence <= last && found.length < count + skip; sequence++) {
      const item = stored.get(sequence);
      if (!item) found.push(platformEdition(nft, sequence));
      else if (item.owner === null) found.push(item);
    }
  }
  return found.slice(skip, skip + count);
}

/**
 * New editions of an open edition, which never runs out: a random shard's mint counter numbers them (shard s
 * mints s+1, s+1+16, s+1+32...), so concurrent buyers never share a counter nor an edition number.
 */
export async function mintOpenEditions(
  db: Db,
  stockId: string,
  nft: NftRecord,
  count: number,
): Promise<NftItemRecord[]> {
  const shard = randomInt(STOCK_SHARDS);
  const minted = await mintFromShard(db, stockId, shard, count);
  return Array.from({ length: count }, (_, i) => {
    const sequence = (minted - count + i) * STOCK_SHARDS + shard + 1;
    // The NFT's quantity is what was listed so far; an open edition's numbers go on past it.
    return platformEdition({ ...nft, quantity: Math.max(nft.quantity, sequence) }, sequence);
  });
}

/** The editions a sale gives: minted (open), the lowest (sequential) or drawn at random (the other types). */
export function saleEditions(
  db: Db,
  kind: BuyKind | ClaimKind,
  stockId: string,
  nft: NftRecord,
  count: number,
  attempt: number,
): Promise<NftItemRecord[]> {
  if (kind.mode === 'buy' && kind.supply === 'open') return mintOpenEditions(db, stockId, nft, count);
  if (kind.mode === 'buy' && kind.sequentialEditions)
    return lowestPlatformEditions(db, nft, count, randomInt(attempt));
  return drawPlatformEditions(db, nft, count);
}
