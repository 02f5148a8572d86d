import { tryTransactWrite } from '../../data/db';
import { getNft, type NftRecord } from '../../data/nft';
import { getNftItem, type NftItemRecord } from '../../data/nft-item';
import {
  getOffer,
  listItemOffers,
  listMakerOffers,
  markOfferViewed,
  type OfferRecord,
} from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { hiddenFrom } from '../collection/item-rules';
import { OfferUnavailableError } from './errors';
import { isOpen, ownerSees } from './offer-rules';

export interface OfferWithNft {
  offer: OfferRecord;
  nft: NftRecord;
}

async function mustGetNft(deps: Deps, id: string): Promise<NftRecord> {
  const nft = await getNft(deps.db, id);
  if (!nft) throw new NotFoundError();
  return nft;
}

/** An offer for its maker or the item's current owner (an offer still being placed: its maker only). */
export async function readOffer(deps: Deps, offerId: string, callerUuid: string): Promise<OfferWithNft> {
  const offer = await getOffer(deps.db, offerId);
  if (!offer) throw new NotFoundError();
  if (offer.makerUuid !== callerUuid) {
    const item = await getNftItem(deps.db, offer.itemId);
    if (item?.owner !== callerUuid || offer.status === 'placing') throw new OfferUnavailableError();
  }
  return { offer, nft: await mustGetNft(deps, offer.nftId) };
}

/** The item's open offers for its owner (newest first); the caller's own open offers on it for anyone else. */
export async function readItemOffers(deps: Deps, itemId: string, callerUuid: string) {
  const item = await getNftItem(deps.db, itemId);
  if (!item?.owner || hiddenFrom(item, callerUuid)) throw new NotFoundError();
  const offers =
    item.owner === callerUuid
      ? (await listItemOffers(deps.db, itemId)).filter((offer) => ownerSees(offer, item))
      : await listMakerOffers(deps.db, callerUuid, `${itemId}#`);
  return { offers: offers.filter(isOpen).sort(newestFirst), nft: await mustGetNft(deps, item.nftId) };
}

const newestFirst = (a: OfferRecord, b: OfferRecord) => b.createdAt.localeCompare(a.createdAt);

/** The owner's new-offers badge and offers count of each item: its open offers, and those not seen yet. */
export async function offerCountsOf(deps: Deps, items: readonly NftItemRecord[]) {
  const counts = await Promise.all(
    items.map(async (item) => {
      const offers = (await listItemOffers(deps.db, item.id)).filter((offer) => ownerSees(offer, item));
      return [item.id, { total: offers.length, unviewed: offers.filter((o) => !o.viewed).length }] as const;
    }),
  );
  return new Map(counts);
}

/** The caller's open offer on each edition of an NFT (the editions table's `offer`), by item id. */
export async function makerOffersOnNft(
  deps: Deps,
  makerUuid: string,
  nftId: string,
): Promise<Map<string, string>> {
  const offers = await listMakerOffers(deps.db, makerUuid, `${nftId}-`);
  return new Map(offers.filter((offer) => offer.nftId === nftId).map((offer) => [offer.itemId, offer.id]));
}

/** The owner has seen these offers: only open, unseen offers on items the caller owns change. Answers how many. */
export async function markOffersViewed(deps: Deps, callerUuid: string, offerIds: readonly string[]) {
  const offers = (await Promise.all([...new Set(offerIds)].map((id) => getOffer(deps.db, id)))).filter(
    (offer): offer is OfferRecord => offer !== undefined && isOpen(offer) && !offer.viewed,
  );
  const itemIds = [...new Set(offers.map((offer) => offer.itemId))];
  const owned = new Set(
    (await Promise.all(itemIds.map((id) => getNftItem(deps.db, id))))
      .filter((item) => item?.owner === callerUuid)
      .map((item) => item?.id),
  );
  const marked = await Promise.all(
    offers
      .filter((offer) => owned.has(offer.itemId))
      .map((offer) => tryTransactWrite(deps.db, [markOfferViewed(deps.db, offer.id)])),
  );
  return marked.filter(Boolean).length;
}
