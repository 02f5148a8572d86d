import { messages } from '../../../shared/domain/messages';
import { getCollection } from '../../data/collection';
import { type CollectionOfferRecord, listOpenCollectionOffers } from '../../data/collection-offer';
import { getNftItem } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { mustGetNft } from './accept-offer';
import { offerMatches } from './collection-offer-rules';
import { OfferUnavailableError } from './errors';
import { isExpired } from './offer-rules';

/** Open and not past its expiry (the index is eventually consistent and the sweep runs once a minute). */
const takesAccepts = (offer: CollectionOfferRecord, now: Date) =>
  offer.status === 'active' && offer.unitsLeft > 0 && !isExpired(offer, now);

/** A collection's open collection and trait offers, best price first (the index's order). */
export async function readCollectionOffers(deps: Deps, collectionId: string) {
  const collection = await getCollection(deps.db, collectionId);
  if (!collection) throw new NotFoundError(messages.collectionNotFound);
  const now = deps.clock.now();
  return (await listOpenCollectionOffers(deps.db, collectionId)).filter((offer) => takesAccepts(offer, now));
}

/** For the item's owner only: the open offers of its collection that it matches, others' offers, best first. */
export async function readItemCollectionOffers(deps: Deps, itemId: string, callerUuid: string) {
  const item = await getNftItem(deps.db, itemId);
  if (!item?.owner || item.owner !== callerUuid) throw new OfferUnavailableError();
  const nft = await mustGetNft(deps, item.nftId);
  const now = deps.clock.now();
  const offers = (await listOpenCollectionOffers(deps.db, nft.collectionId)).filter(
    (offer) => takesAccepts(offer, now) && offer.makerUuid !== callerUuid && offerMatches(offer, nft),
  );
  return { offers, nft };
}
