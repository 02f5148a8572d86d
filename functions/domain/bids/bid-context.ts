import type { AuctionKind, Participant } from '../../../shared/rules/auctions';
import { type AuctionRecord, auctionRead, getAuction } from '../../data/auction';
import {
  type BidBookRecord,
  type BidRecord,
  bidBookRead,
  bidRead,
  emptyBidBook,
  getBid,
  getBidBook,
  isPreQualified,
} from '../../data/bid';
import { type ReadGroups, type ReadResults, readTogether } from '../../data/db';
import { isListingId } from '../../data/listing';
import { getUser, type UserRecord, userRead } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { listingAsAuction } from '../resale/listing-auction';

/** An auction by id; a resale listing's id reads the listing as the fixed-price auction of its one item. */
export async function mustGetAuction(deps: Deps, auctionId: string): Promise<AuctionRecord> {
  const auction = isListingId(auctionId)
    ? await listingAsAuction(deps, auctionId)
    : await getAuction(deps.db, auctionId);
  if (!auction) throw new NotFoundError();
  return auction;
}

/** The caller as the auction rules see them; the pre-qualified list is read only for a pre-qualified auction. */
export async function participantOf(
  deps: Deps,
  auction: AuctionRecord,
  kind: AuctionKind,
  userId: string,
): Promise<Participant> {
  return participantFrom(deps, auction, kind, await getUser(deps.db, userId));
}

/** participantOf for a caller read already (undefined: an account that no longer exists). */
export async function participantFrom(
  deps: Deps,
  auction: AuctionRecord,
  kind: AuctionKind,
  user: UserRecord | undefined,
): Promise<Participant> {
  if (!user) throw new UnauthorizedError();
  const preQualified =
    kind.mode === 'bid' && kind.preQualifiedOnly ? await isPreQualified(deps.db, auction.id, user) : false;
  return { userId: user.uuid, username: user.username, emailVerified: user.emailVerified, preQualified };
}

/** What a bid starts from: the auction, the caller, the auction's book and the caller's current bid. */
export interface BidStart {
  auction: AuctionRecord;
  user: UserRecord | undefined;
  book: BidBookRecord;
  own: BidRecord | null;
}

/**
 * The auction (mustGetAuction) with `others`, whose keys the request gives, in one call (a call costs more than its
 * keys); a resale listing's id reads its listing as an auction beside them.
 */
export async function readAuctionWith<const G extends ReadGroups>(
  deps: Deps,
  auctionId: string,
  others: G,
): Promise<{ auction: AuctionRecord; read: { [K in keyof G]: ReadResults<G[K]> } }> {
  if (isListingId(auctionId)) {
    const [auction, read] = await Promise.all([
      mustGetAuction(deps, auctionId),
      readTogether(deps.db, others),
    ]);
    return { auction, read };
  }
  const { auction: found, ...read } = await readTogether(deps.db, {
    auction: [auctionRead(auctionId)],
    ...others,
  });
  const [auction] = found;
  if (!auction) throw new NotFoundError();
  return { auction, read: read as { [K in keyof G]: ReadResults<G[K]> } };
}

/** BidStart in one call. */
export async function readBidStart(deps: Deps, auctionId: string, userId: string): Promise<BidStart> {
  const { auction, read } = await readAuctionWith(deps, auctionId, {
    user: [userRead(userId)],
    book: [bidBookRead(auctionId)],
    own: [bidRead(auctionId, userId)],
  });
  return {
    auction,
    user: read.user[0],
    book: read.book[0] ?? emptyBidBook(auctionId),
    own: read.own[0] ?? null,
  };
}

/** What a bid is weighed against: the auction's book and the caller's current bid (null for a visitor). */
export async function readBids(
  deps: Deps,
  auction: AuctionRecord,
  userId: string | null,
): Promise<{ book: BidBookRecord; own: BidRecord | null }> {
  const [book, own] = await Promise.all([
    getBidBook(deps.db, auction.id),
    userId ? getBid(deps.db, auction.id, userId) : undefined,
  ]);
  return { book, own: own ?? null };
}
