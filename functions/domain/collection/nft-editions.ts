import { EditionOrder } from '../../../shared/api/schemas/nft';
import type { Db } from '../../data/db';
import { getNft } from '../../data/nft';
import { listStoredEditions, type NftItemRecord } from '../../data/nft-item';
import { getUser } from '../../data/user';
import { NotFoundError } from '../../lib/errors';
import { hiddenFrom } from './item-rules';

export interface EditionsSlice {
  start: number;
  limit: number;
  ordering: EditionOrder;
}

const bySequence = (a: NftItemRecord, b: NftItemRecord) => a.sequence - b.sequence;

/** Listed editions by price (then number); unlisted ones after them by number, whatever the direction. */
const byPrice =
  (direction: 1 | -1) =>
  (a: NftItemRecord, b: NftItemRecord): number => {
    if (a.listing && b.listing)
      return direction * (a.listing.priceCents - b.listing.priceCents) || bySequence(a, b);
    if (a.listing || b.listing) return a.listing ? -1 : 1;
    return bySequence(a, b);
  };

const orderings: Record<EditionOrder, (a: NftItemRecord, b: NftItemRecord) => number> = {
  [EditionOrder.numberAsc]: bySequence,
  [EditionOrder.numberDesc]: (a, b) => bySequence(b, a),
  [EditionOrder.priceAsc]: byPrice(1),
  [EditionOrder.priceDesc]: byPrice(-1),
};

/**
 * GET /nft/marketplace/{id}: a slice of the NFT's editions that left the platform's inventory (editions are stored
 * on their first sale, see nft-item.ts), with the usernames of the listed ones' sellers; 404 for an unknown NFT.
 * Private editions are left out for anyone but their owner.
 */
export async function listNftEditions(
  db: Db,
  nftId: string,
  slice: EditionsSlice,
  viewerUuid: string | null,
) {
  const nft = await getNft(db, nftId);
  if (!nft) throw new NotFoundError();
  const sold = (await listStoredEditions(db, nft)).filter(
    (item) => item.owner !== null && !hiddenFrom(item, viewerUuid),
  );
  const editions = sold.sort(orderings[slice.ordering]).slice(slice.start, slice.start + slice.limit);
  const sellerUuids = [
    ...new Set(editions.flatMap((item) => (item.listing && item.owner ? [item.owner] : []))),
  ];
  const sellers = await Promise.all(sellerUuids.map((uuid) => getUser(db, uuid)));
  return {
    nft,
    total: sold.length,
    editions,
    sellers: new Map(sellers.flatMap((user) => (user ? [[user.uuid, user.username] as const] : []))),
  };
}
