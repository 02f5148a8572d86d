import type { NftItemRecord } from '../../data/nft-item';
import type { OfferRecord } from '../../data/offer';

/** Statuses in which an offer is open: shown to the owner, counted on their card, in the indexes. */
export const isOpen = (offer: Pick<OfferRecord, 'status'>) =>
  offer.status === 'active' || offer.status === 'accepting';

/**
 * An offer made to an earlier owner of the item: the item changed hands since (owner, or acquired after the offer
 * was made). It can no longer be accepted and ends.
 */
export const isStale = (
  offer: Pick<OfferRecord, 'ownerUuid' | 'createdAt'>,
  item: Pick<NftItemRecord, 'owner' | 'ownedAt'>,
) => item.owner !== offer.ownerUuid || (item.ownedAt ?? '') > offer.createdAt;

export const isExpired = (offer: Pick<OfferRecord, 'expiresAt'>, now: Date) =>
  offer.expiresAt <= now.toISOString();

/** Whether an item takes offers at all: owned by a user, still on the platform, of an NFT that may be resold. */
export const takesOffers = (item: Pick<NftItemRecord, 'owner' | 'exportStatus'>, resellAllowed: boolean) =>
  item.owner !== null && item.exportStatus === 'not_initiated' && resellAllowed;

/** The offers an item's owner sees and counts: open, and made to them (not yet ended after a transfer). */
export const ownerSees = (offer: OfferRecord, item: Pick<NftItemRecord, 'owner' | 'ownedAt'>) =>
  isOpen(offer) && !isStale(offer, item);
