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
import { readTogether } from '../../data/db';
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
 * BidStart in one call: every key comes from the request (a call costs more than its keys). A resale listing's id
 * reads its listing as an auction first (mustGetAuction).
 */
export async function readBidStart(deps: Deps, auctionId: string, userId: string): Promise<BidStart> {
  if (isListingId(auctionId)) {
    const auction = await mustGetAuction(deps, auctionId);
    const [user, bids] = await Promise.all([getUser(deps.db, userId), readBids(deps, auction, userId)]);
    return { auction, user, ...bids };
  }
  const start = await readTogether(deps.db, {
    auction: [auctionRead(auctionId)],
    user: [userRead(userId)],
    book: [bidBookRead(auctionId)],
    own: [bidRead(auctionId, userId)],
  });
  const [auction] = start.auction;
  if (!auction) throw new NotFoundError();
  return {
    auction,
    user: start.user[0],
    book: start.book[0] ?? emptyBidBook(auctionId),
    own: start.own[0] ?? null,
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
