import { randomInt } from 'node:crypto';
import type { Db } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import type { NftItemRecord } from '../../data/nft-item';
import { drawEditions, drawPlatformEditions } from '../collection/draw-editions';

export interface DrawnEdition {
  nft: NftRecord;
  item: NftItemRecord;
}

/** One of `nfts`, each as likely as its share of the editions minted (a rarer tier turns up less often). */
function weightedPick(nfts: NftRecord[]): NftRecord {
  const total = nfts.reduce((sum, nft) => sum + nft.quantity, 0);
  let ticket = randomInt(total);
  for (const nft of nfts) {
    ticket -= nft.quantity;
    if (ticket < 0) return nft;
  }
  throw new Error('No NFT to draw from');
}

function shuffled<T>(values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The editions a pack holds: `slots` draws among its NFTs weighted by editions minted, each NFT's editions drawn
 * at random among those the platform still holds. An NFT that runs short passes its slots to the others (in
 * random order); fewer than `slots` come back only when the NFTs hold fewer editions in all. Nothing is reserved.
 */
export async function drawPackEditions(db: Db, nfts: NftRecord[], slots: number): Promise<DrawnEdition[]> {
  const wanted = new Map<NftRecord, number>();
  for (let slot = 0; slot < slots; slot++) {
    const nft = weightedPick(nfts);
    wanted.set(nft, (wanted.get(nft) ?? 0) + 1);
  }
  const drawn = new Map<string, DrawnEdition>();
  const wants = [...wanted].map(([nft, count]) => ({ nft, count }));
  const editions = await drawEditions(db, wants);
  wants.forEach(({ nft }, i) => {
    for (const item of editions[i] ?? []) drawn.set(item.id, { nft, item });
  });
  for (const nft of shuffled(nfts)) {
    if (drawn.size >= slots) break;
    const held = [...drawn.values()].filter((edition) => edition.nft.id === nft.id).length;
    for (const item of await drawPlatformEditions(db, nft, held + slots - drawn.size))
      drawn.set(item.id, { nft, item });
  }
  return [...drawn.values()].slice(0, slots);
}
