import { messages } from '../../../shared/domain/messages';
import { saleSplit } from '../../../shared/rules/resale';
import { transactWrite } from '../../data/db';
import {
  endActiveListing,
  getListing,
  type ListingRecord,
  newListingId,
  putNewListing,
  setListingPrice,
} from '../../data/listing';
import { getNft } from '../../data/nft';
import { getNftItem, listItem, setItemListingPrice, unlistItem } from '../../data/nft-item';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { assertOffCooldown, ownerPermissions } from '../collection/item-rules';
import { isCancelled } from '../payments/order-record';
import { ListingNotActiveError, NotItemOwnerError } from './listing-errors';

export interface ListingChange {
  listing: ListingRecord;
  message: string;
}

/** The listing's event for the market's records (stats, activity) and the item's offer makers. */
const listingEvent = (deps: Deps, kind: 'listing' | 'price_change' | 'delisting', listing: ListingRecord) =>
  newEvent(deps, 'MarketActivity', {
    kind,
    nft_id: listing.nftId,
    nft_item_id: listing.itemId,
    sequence: listing.sequence,
    price_cents: listing.priceCents,
    from_uuid: listing.sellerUuid,
    to_uuid: null,
    market: 'secondary',
    listing_id: listing.id,
    offer_id: null,
  });

/**
 * POST /auction/create: the owner lists one item for resale at a price. Refused with the resale denial's code
 * (resell_not_available, resell_not_available_yet: 409) while resale is not allowed, 403 for another's item, 409
 * when listed already. The listing and the item's `listing` are written in one transaction, conditional on the
 * item being as read, so a transfer, an export or a second listing racing it wins or loses whole.
 */
export async function createListing(
  deps: Deps,
  input: { userUuid: string; nftId: string; itemId: string; priceCents: number; title?: string },
): Promise<ListingChange> {
  // marketplaceEnabled switches new listings off; listed items stay editable and removable.
  if (!deps.flags.marketplaceEnabled)
    throw new ForbiddenError(messages.marketplaceDisabled, 'marketplace_disabled');
  const [item, nft] = await Promise.all([getNftItem(deps.db, input.itemId), getNft(deps.db, input.nftId)]);
  if (!item || !nft || item.nftId !== nft.id) throw new NotFoundError();
  if (item.owner !== input.userUuid) throw new NotItemOwnerError();
  if (item.listing) throw new ConflictError(messages.alreadyListed, 'already_listed');
  const denial = ownerPermissions(item, nft, { now: deps.clock.now(), flags: deps.flags }).resellDeniedReason;
  if (denial?.code === 'resell_not_available') throw new ConflictError(denial.description, denial.code);
  assertOffCooldown(item, deps.clock.now());

  const now = deps.clock.now().toISOString();
  const listing: ListingRecord = {
    id: newListingId(deps.newId),
    nftId: nft.id,
    collectionId: nft.collectionId,
    itemId: item.id,
    sequence: item.sequence,
    sellerUuid: input.userUuid,
    title: input.title || `${nft.title} #${item.sequence}`,
    priceCents: input.priceCents,
    royaltyBps: nft.resaleRoyaltyBps,
    platformFeeBps: nft.platformFeeBps,
    status: 'active',
    reservation: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transactWrite(deps.db, [
      putNewListing(deps.db, listing),
      listItem(deps.db, item, { auctionId: listing.id, priceCents: listing.priceCents }),
      recordEvent(deps.db, listingEvent(deps, 'listing', listing)),
    ]);
  } catch (error) {
    if (!isCancelled(error)) throw error;
    // The item changed since it was read (sold, listed, exported): the caller looks again.
    throw new ConflictError(messages.itemOwnerChanged, 'item_changed');
  }
  return { listing, message: messages.nftPlacedOnMarketplace };
}

/** The seller's active listing, or why not: 404 unknown, 403 another's, 409 sold, removed or held by a checkout. */
async function sellersActiveListing(deps: Deps, listingId: string, userUuid: string) {
  const listing = await getListing(deps.db, listingId);
  if (!listing) throw new NotFoundError();
  if (listing.sellerUuid !== userUuid) throw new NotItemOwnerError();
  if (listing.status !== 'active') throw new ListingNotActiveError(listing.status === 'reserved');
  return listing;
}

/** Why a listing write failed its condition: read it again and answer the state it is in now. */
async function refusedChange(deps: Deps, listingId: string): Promise<never> {
  const now = await getListing(deps.db, listingId);
  throw new ListingNotActiveError(now?.status === 'reserved');
}

/**
 * POST /auction/{id}/edit: the seller's new price. A checkout already holding the listing keeps the price its
 * buyer saw (409); a checkout started after pays the new price or, with the old one, is refused (price changed).
 */
export async function editListingPrice(
  deps: Deps,
  input: { userUuid: string; listingId: string; priceCents: number },
): Promise<ListingChange> {
  const listing = await sellersActiveListing(deps, input.listingId, input.userUuid);
  // The same price again changes nothing (a double click, a retry).
  if (listing.priceCents === input.priceCents) return { listing, message: messages.priceUpdated };
  const now = deps.clock.now().toISOString();
  const changed: ListingRecord = { ...listing, priceCents: input.priceCents, updatedAt: now };
  try {
    await transactWrite(deps.db, [
      setListingPrice(deps.db, listing, input.priceCents, now),
      setItemListingPrice(deps.db, listing.itemId, listing.id, input.priceCents),
      recordEvent(deps.db, listingEvent(deps, 'price_change', changed)),
    ]);
  } catch (error) {
    if (!isCancelled(error)) throw error;
    return refusedChange(deps, listing.id);
  }
  return { listing: changed, message: messages.priceUpdated };
}

/** DELETE /auction/{id}/delete: the seller takes the item off the market (not while a checkout holds it). */
export async function removeListing(
  deps: Deps,
  input: { userUuid: string; listingId: string },
): Promise<ListingChange> {
  const listing = await sellersActiveListing(deps, input.listingId, input.userUuid);
  const now = deps.clock.now().toISOString();
  const removed: ListingRecord = { ...listing, status: 'cancelled', updatedAt: now };
  try {
    await transactWrite(deps.db, [
      endActiveListing(deps.db, listing.id, 'cancelled', now),
      unlistItem(deps.db, listing.itemId, listing.id),
      recordEvent(deps.db, listingEvent(deps, 'delisting', removed)),
    ]);
  } catch (error) {
    if (!isCancelled(error)) throw error;
    return refusedChange(deps, listing.id);
  }
  return { listing: removed, message: messages.nftRemovedFromMarketplace };
}

/** What the seller receives of the listing's price, in cents, and the fee percentages. */
export function listingShares(listing: Pick<ListingRecord, 'priceCents' | 'royaltyBps' | 'platformFeeBps'>) {
  const split = saleSplit(listing.priceCents, {
    royaltyBps: listing.royaltyBps,
    platformFeeBps: listing.platformFeeBps,
  });
  return {
    ...split,
    royaltyPercent: listing.royaltyBps / 100,
    platformFeePercent: listing.platformFeeBps / 100,
  };
}
