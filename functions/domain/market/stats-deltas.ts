import { editionBlockOf } from '../../data/nft-item';
import type { MarketEvent } from './market-event';

export interface HolderRead {
  count: number;
  stored: boolean;
}

export interface HolderChange {
  nftId: string;
  uuid: string;
  read: HolderRead;
  count: number;
}

export interface StatsDelta {
  ownedEditions: number;
  owners: number;
  sales: number;
  volumeCents: number;
  blocks: Record<number, number>;
}

export interface MarketDeltas {
  holders: HolderChange[];
  nfts: Map<string, StatsDelta>;
  collections: Map<string, { ownedItems: number; sales: number; volumeCents: number }>;
}

const holderKey = (nftId: string, uuid: string) => `${nftId}#${uuid}`;
const movesItems = (event: MarketEvent) => event.kind === 'sale' || event.kind === 'transfer';

/** The (NFT, user) holdings an event changes: a sale or transfer's seller and buyer, for each edition's NFT. */
export function holdersOf(event: MarketEvent): { nftId: string; uuid: string }[] {
  if (!movesItems(event)) return [];
  const seen = new Map<string, { nftId: string; uuid: string }>();
  for (const edition of event.editions) {
    if (edition.itemId === null) continue;
    for (const uuid of [event.fromUuid, event.toUuid])
      if (uuid) seen.set(holderKey(edition.nftId, uuid), { nftId: edition.nftId, uuid });
  }
  return [...seen.values()];
}

/**
 * What one event changes in the stats: each moved edition leaves its seller's holding and joins the buyer's (the
 * platform holds none), an owner counts while their holding is above zero; editions held by users, per block; a
 * sale adds to the sales and, when priced, the volume. Listings and the floor are recounted, not moved by deltas.
 */
export function marketDeltas(
  event: MarketEvent,
  collectionOf: (nftId: string) => string,
  holdings: ReadonlyMap<string, HolderRead>,
): MarketDeltas {
  const nfts = new Map<string, StatsDelta>();
  const holderCounts = new Map<string, { nftId: string; uuid: string; read: HolderRead; count: number }>();
  const deltaOf = (nftId: string) => {
    let delta = nfts.get(nftId);
    if (!delta) {
      delta = { ownedEditions: 0, owners: 0, sales: 0, volumeCents: 0, blocks: {} };
      nfts.set(nftId, delta);
    }
    return delta;
  };
  const moveHolding = (nftId: string, uuid: string, by: number) => {
    const key = holderKey(nftId, uuid);
    const read = holdings.get(key) ?? { count: 0, stored: false };
    const current = holderCounts.get(key) ?? { nftId, uuid, read, count: read.count };
    holderCounts.set(key, { ...current, count: current.count + by });
  };

  for (const edition of event.editions) {
    const delta = deltaOf(edition.nftId);
    if (event.kind === 'sale') {
      delta.sales += 1;
      delta.volumeCents += event.priceCents ?? 0;
    }
    if (!movesItems(event) || edition.itemId === null || event.fromUuid === event.toUuid) continue;
    const held = (event.toUuid ? 1 : 0) - (event.fromUuid ? 1 : 0);
    delta.ownedEditions += held;
    if (held !== 0 && edition.sequence !== null) {
      const block = editionBlockOf(edition.sequence);
      delta.blocks[block] = (delta.blocks[block] ?? 0) + held;
    }
    if (event.fromUuid) moveHolding(edition.nftId, event.fromUuid, -1);
    if (event.toUuid) moveHolding(edition.nftId, event.toUuid, 1);
  }

  const holders = [...holderCounts.values()];
  for (const holder of holders)
    deltaOf(holder.nftId).owners += Number(holder.count > 0) - Number(holder.read.count > 0);

  const collections = new Map<string, { ownedItems: number; sales: number; volumeCents: number }>();
  for (const [nftId, delta] of nfts) {
    const id = collectionOf(nftId);
    const sum = collections.get(id) ?? { ownedItems: 0, sales: 0, volumeCents: 0 };
    collections.set(id, {
      ownedItems: sum.ownedItems + delta.ownedEditions,
      sales: sum.sales + delta.sales,
      volumeCents: sum.volumeCents + delta.volumeCents,
    });
  }
  return { holders, nfts, collections };
}

export { holderKey as holdingKey };
