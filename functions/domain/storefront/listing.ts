import { STOREFRONT_PLATFORM_FEE_BPS } from '../../../shared/domain/constants';
import { AuctionType } from '../../../shared/domain/enums';
import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import { type AuctionRecord, getAuction, putAuction } from '../../data/auction';
import { tryTransactWrite } from '../../data/db';
import { getNft, type NftRecord } from '../../data/nft';
import { type StorefrontNftRecord, saveStorefrontNft } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { nftSaleAuction } from '../listings/nft-sale-auction';
import { stockIdOf } from '../purchases/auction-sale';
import { unitsLeft } from '../purchases/stock';
import { ListQuantityError, StorefrontNftStateError } from './errors';
import { listingEndedNotice } from './listing-end';
import { scheduleListingEnd } from './listing-end-schedule';

/** The drop every storefront auction belongs to (no drop page lists it). */
export const STOREFRONT_DROP_ID = 'storefront';

export interface ListingState {
  /** Editions of the current listing still for sale (0 without a listing). */
  available: number;
  /** Editions sold over every listing. */
  sold: number;
  /** The listing still sells: editions left and not ended. */
  active: boolean;
}

/** Where the NFT's sales stand: its Buy Now auction's stock is the live count. */
export async function listingState(
  deps: Pick<Deps, 'db' | 'clock'>,
  record: StorefrontNftRecord,
  auction?: AuctionRecord,
): Promise<ListingState> {
  const { listing } = record;
  if (!listing) return { available: 0, sold: record.soldEditions, active: false };
  const sale = auction ?? (await getAuction(deps.db, listing.auctionId));
  const available =
    !sale || sale.soldOut ? 0 : await unitsLeft(deps.db, stockIdOf(sale), sale.availableQuantity);
  const ended = listing.endsAt !== null && Date.parse(listing.endsAt) <= deps.clock.now().getTime();
  return {
    available,
    sold: record.soldEditions + listing.quantity - available,
    active: available > 0 && !ended,
  };
}

/** The Buy Now auction of a listing: fixed price, editions sold from the lowest number up. */
function storefrontAuction(
  record: StorefrontNftRecord,
  nft: NftRecord,
  listing: {
    auctionId: string;
    priceCents: number;
    quantity: number;
    startsAt: string;
    endsAt: string | null;
  },
): AuctionRecord {
  return nftSaleAuction(nft, {
    id: listing.auctionId,
    dropId: STOREFRONT_DROP_ID,
    title: nft.title,
    priceCents: listing.priceCents,
    auctionType: AuctionType.fixedPriceSequential,
    starts: listing.startsAt,
    ends: listing.endsAt,
    initialQuantity: listing.quantity,
    availableQuantity: listing.quantity,
    soldOut: false,
    storefront: {
      nftUuid: record.uuid,
      creatorUserUuid: record.creatorUserUuid,
      platformFeeBps: STOREFRONT_PLATFORM_FEE_BPS,
    },
  });
}

/**
 * POST /storefront/nfts/{uuid}/list: a Buy Now auction of the catalog NFT for `quantity` editions not yet sold, at
 * a fixed price; its sales pay the creator's earnings (sale-payees.ts). One active listing at a time; a new one
 * after the last ended carries the sold count forward. The auction and the NFT's listing are one transaction, with
 * the previous listing's end notice if nothing told the creator yet (listing-end.ts).
 */
export async function listForSale(
  deps: Pick<Deps, 'db' | 'clock' | 'newId' | 'scheduler'>,
  record: StorefrontNftRecord,
  body: { price: number; quantity: number; starts?: string; ends?: string | null },
): Promise<StorefrontNftRecord> {
  if (record.status !== 'minted' || !record.nftId)
    throw new StorefrontNftStateError(storefrontMessages.storefrontListNeedsMinted);
  const state = await listingState(deps, record);
  if (state.active) throw new StorefrontNftStateError(storefrontMessages.storefrontAlreadyListed);
  const unsold = record.editions - state.sold;
  if (body.quantity > unsold) throw new ListQuantityError(unsold);
  const nft = await getNft(deps.db, record.nftId);
  if (!nft) throw new Error(`Storefront NFT ${record.uuid}: no catalog NFT ${record.nftId}`);
  const now = deps.clock.now().toISOString();
  const listing = {
    auctionId: `storefront-${deps.newId()}`,
    priceCents: Math.round(body.price * 100),
    quantity: body.quantity,
    startsAt: body.starts ? new Date(body.starts).toISOString() : now,
    endsAt: body.ends ? new Date(body.ends).toISOString() : null,
  };
  const listed: StorefrontNftRecord = { ...record, listing, soldEditions: state.sold, updatedAt: now };
  const previous = record.listing;
  await scheduleListingEnd(deps, { nftUuid: record.uuid, ...listing });
  const written = await tryTransactWrite(deps.db, [
    putAuction(deps.db, storefrontAuction(record, nft, listing)),
    saveStorefrontNft(deps.db, listed, record.updatedAt),
    ...(previous && !previous.endedAt
      ? [
          listingEndedNotice(deps, {
            nftUuid: record.uuid,
            auctionId: previous.auctionId,
            title: record.title,
            creatorUserUuid: record.creatorUserUuid,
          }),
        ]
      : []),
  ]);
  if (!written) throw new StorefrontNftStateError(storefrontMessages.storefrontAlreadyListed);
  return listed;
}
