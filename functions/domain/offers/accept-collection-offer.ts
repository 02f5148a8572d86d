import { dealsWithSelf } from '../../../shared/rules/self-dealing';
import {
  type CollectionOfferRecord,
  nextUnit,
  takeUnit,
  unitHoldId,
  unitOfferId,
} from '../../data/collection-offer';
import { tryTransactWrite } from '../../data/db';
import { endActiveListing } from '../../data/listing';
import { getNftItem, lockItemForSale, type NftItemRecord } from '../../data/nft-item';
import { type OfferRecord, putAcceptingOffer } from '../../data/offer';
import type { Deps } from '../../lib/deps';
import { assertOffCooldown } from '../collection/item-rules';
import { acceptanceOf, completeAccept, explainLostLock, mustGetNft } from './accept-offer';
import { offerMatches } from './collection-offer-rules';
import { endActiveCollectionOffer, mustGetCollectionOffer } from './end-collection-offer';
import {
  OfferItemMismatchError,
  OfferNotActiveError,
  OfferUnavailableError,
  OwnItemOfferError,
} from './errors';
import { isExpired, takesOffers } from './offer-rules';

/** Tries when another owner took a unit first and units are left, or the item changed without refusing. */
const TAKE_ATTEMPTS = 3;

/** The item offer one unit becomes: made by the collection offer's maker to this item's owner, at its price. */
const unitOffer = (offer: CollectionOfferRecord, item: NftItemRecord, at: string): OfferRecord => {
  const unit = nextUnit(offer);
  return {
    id: unitOfferId(offer.id, unit),
    makerUuid: offer.makerUuid,
    makerUsername: offer.makerUsername,
    itemId: item.id,
    nftId: item.nftId,
    sequence: item.sequence,
    title: item.title,
    ownerUuid: item.owner as string,
    amountCents: offer.amountCents,
    payment: offer.payment,
    holdId: unitHoldId(offer.id, unit),
    card: null,
    status: 'accepting',
    viewed: true,
    fingerprint: offer.fingerprint,
    expiresAt: offer.expiresAt,
    createdAt: at,
    updatedAt: at,
    acceptance: null,
    collectionOfferId: offer.id,
  };
};

/**
 * The owner of a matching item accepts one unit of a collection or trait offer. One transaction takes the unit
 * (conditional on the units read: two owners racing for the last one make one sale), writes the unit's item offer
 * born accepting, locks the item (as an item offer's accept does) and ends its listing; then the unit's hold is
 * captured with the transfer, the maker's 'Offer accepted' and the sale (`completeAccept`, which the recovery
 * sweep also finishes). Answers the collection offer as it now is. Refused: another's item (403), the maker's own (403), an item that does not match (400),
 * an item that cannot take offers now (listed and being bought, exporting, in a gift or a fusion), one on its card
 * cool-down (409).
 */
export async function acceptCollectionOffer(
  deps: Deps,
  input: { offerId: string; ownerUuid: string; itemId: string },
): Promise<CollectionOfferRecord> {
  for (let attempt = 1; ; attempt++) {
    const offer = await mustGetCollectionOffer(deps, input.offerId);
    const item = await getNftItem(deps.db, input.itemId);
    if (!item?.owner || item.owner !== input.ownerUuid) throw new OfferUnavailableError();
    if (dealsWithSelf(offer.makerUuid, item.owner)) throw new OwnItemOfferError();
    const nft = await mustGetNft(deps, item.nftId);
    if (!offerMatches(offer, nft)) throw new OfferItemMismatchError();
    if (offer.status !== 'active') throw new OfferNotActiveError();
    if (isExpired(offer, deps.clock.now())) {
      await endActiveCollectionOffer(deps, offer, 'expired');
      throw new OfferNotActiveError();
    }
    if (!takesOffers(item, nft.resellAllowed)) throw new OfferUnavailableError();
    if (item.lockedForOrder) throw new OfferNotActiveError();
    assertOffCooldown(item, deps.clock.now());
    const sale = unitOffer(offer, item, deps.clock.now().toISOString());
    const acceptance = acceptanceOf(deps, sale, item, nft);
    const accepting = { ...sale, acceptance };
    const taken = await tryTransactWrite(deps.db, [
      takeUnit(deps.db, offer, acceptance.lockedAt),
      putAcceptingOffer(deps.db, accepting),
      lockItemForSale(deps.db, item, acceptance.orderId),
      ...(acceptance.listingId
        ? [endActiveListing(deps.db, acceptance.listingId, 'sold', acceptance.lockedAt)]
        : []),
    ]);
    if (taken) {
      await completeAccept(deps, accepting);
      return mustGetCollectionOffer(deps, offer.id);
    }
    const now = await mustGetCollectionOffer(deps, offer.id);
    // Another owner took a unit: try for the next while some are left.
    if (now.status !== 'active' || attempt >= TAKE_ATTEMPTS) throw new OfferNotActiveError();
    if (now.unitsLeft === offer.unitsLeft) await explainLostLock(deps, sale, item, attempt);
  }
}
