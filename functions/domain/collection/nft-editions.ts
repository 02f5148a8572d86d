import { EditionOrder } from '../../../shared/api/schemas/nft';
import type { Db } from '../../data/db';
import { listNftListings } from '../../data/listing';
import { getNftMarketStats, type NftMarketStats } from '../../data/market-stats';
import { getNft } from '../../data/nft';
import {
  editionBlockOf,
  getNftItem,
  listEditionBlock,
  listPrivateEditions,
  type NftItemRecord,
} from '../../data/nft-item';
import { getUser } from '../../data/user';
import { NotFoundError } from '../../lib/errors';
import { hiddenFrom } from './item-rules';

export interface EditionsSlice {
  start: number;
  limit: number;
  ordering: EditionOrder;
}

/** What a page is drawn from: the NFT's held editions per block, less those to leave out. */
interface Held {
  nftId: string;
  stats: NftMarketStats;
  /** Sequences not to answer here: private editions of others, and (price orders) the listed ones. */
  left: ReadonlySet<number>;
  viewerUuid: string | null;
}

const countsBy = (sequences: Iterable<number>) => {
  const counts = new Map<number, number>();
  for (const sequence of sequences) {
    const block = editionBlockOf(sequence);
    counts.set(block, (counts.get(block) ?? 0) + 1);
  }
  return counts;
};

/**
 * `count` held editions from position `skip` by number (either direction), leaving out `held.left`. The market
 * stats count the held editions of each block of 100, so blocks wholly before the page are skipped unread and only
 * the page's blocks (one query each) are read; a block whose count lags its items is counted as read.
 */
async function byNumber(db: Db, held: Held, skip: number, count: number, descending: boolean) {
  const leftPerBlock = countsBy(held.left);
  const blocks = Object.entries(held.stats.blocks)
    .filter(([, n]) => n > 0)
    .map(([block]) => Number(block))
    .sort((a, b) => (descending ? b - a : a - b));
  const page: NftItemRecord[] = [];
  let toSkip = skip;
  for (const block of blocks) {
    if (page.length >= count) break;
    const expected = (held.stats.blocks[block] ?? 0) - (leftPerBlock.get(block) ?? 0);
    if (page.length === 0 && toSkip >= expected && expected >= 0) {
      toSkip -= expected;
      continue;
    }
    const items = (await listEditionBlock(db, held.nftId, block))
      .filter(
        (item) => item.owner !== null && !held.left.has(item.sequence) && !hiddenFrom(item, held.viewerUuid),
      )
      .sort((a, b) => (descending ? b.sequence - a.sequence : a.sequence - b.sequence));
    if (toSkip >= items.length) {
      toSkip -= items.length;
      continue;
    }
    page.push(...items.slice(toSkip, toSkip + count - page.length));
    toSkip = 0;
  }
  return page;
}

/**
 * Listed editions by price (the NFT's listing index, one query for the listings up to the page's end; equal prices
 * by number), then the unlisted ones by number. Listed editions are public, so none is hidden.
 */
async function byPrice(db: Db, held: Held, slice: EditionsSlice, descending: boolean) {
  const end = slice.start + slice.limit;
  const listings = (await listNftListings(db, held.nftId, end, descending)).sort(
    (a, b) =>
      (descending ? b.priceCents - a.priceCents : a.priceCents - b.priceCents) || a.sequence - b.sequence,
  );
  const listedPage = listings.slice(slice.start, end);
  const listed = (await Promise.all(listedPage.map((listing) => getNftItem(db, listing.itemId)))).filter(
    (item): item is NftItemRecord => item !== undefined && item.owner !== null,
  );
  // Fewer listings than the page's end: every listing is known, and unlisted editions fill the rest.
  if (listings.length >= end) return listed;
  const left = new Set([...held.left, ...listings.map((listing) => listing.sequence)]);
  const unlistedSkip = Math.max(0, slice.start - listings.length);
  const unlisted = await byNumber(db, { ...held, left }, unlistedSkip, slice.limit - listed.length, false);
  return [...listed, ...unlisted];
}

/**
 * GET /nft/marketplace/{id}: a slice of the NFT's editions held by users (editions are stored on their first sale,
 * see nft-item.ts), with the usernames of the listed ones' sellers; 404 for an unknown NFT. Private editions are
 * left out for anyone but their owner. `total` comes from the market stats (editions held, kept from the market's
 * events) less the private editions hidden from the caller (a small sparse index), so no edition is counted.
 */
export async function listNftEditions(
  db: Db,
  nftId: string,
  slice: EditionsSlice,
  viewerUuid: string | null,
) {
  const nft = await getNft(db, nftId);
  if (!nft) throw new NotFoundError();
  const [stats, privates] = await Promise.all([
    getNftMarketStats(db, nft.id),
    listPrivateEditions(db, nft.id),
  ]);
  const hidden = privates.filter((item) => item.owner !== null && hiddenFrom(item, viewerUuid));
  const held: Held = { nftId: nft.id, stats, left: new Set(hidden.map((item) => item.sequence)), viewerUuid };
  const total = Math.max(stats.ownedEditions - hidden.length, 0);

  const editions =
    slice.ordering === EditionOrder.numberAsc || slice.ordering === EditionOrder.numberDesc
      ? await byNumber(db, held, slice.start, slice.limit, slice.ordering === EditionOrder.numberDesc)
      : await byPrice(db, held, slice, slice.ordering === EditionOrder.priceDesc);

  const sellerUuids = [
    ...new Set(editions.flatMap((item) => (item.listing && item.owner ? [item.owner] : []))),
  ];
  const sellers = await Promise.all(sellerUuids.map((uuid) => getUser(db, uuid)));
  return {
    nft,
    total,
    editions,
    sellers: new Map(sellers.flatMap((user) => (user ? [[user.uuid, user.username] as const] : []))),
  };
}
