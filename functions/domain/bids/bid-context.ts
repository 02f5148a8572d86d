import type { AuctionKind, Participant } from '../../../shared/rules/auctions';
import { type AuctionRecord, getAuction } from '../../data/auction';
import { type BidBookRecord, type BidRecord, getBid, getBidBook, isPreQualified } from '../../data/bid';
import { isListingId } from '../../data/listing';
import { getUser } from '../../data/user';
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
  const user = await getUser(deps.db, userId);
  if (!user) throw new UnauthorizedError();
  const preQualified =
    kind.mode === 'bid' && kind.preQualifiedOnly ? await isPreQualified(deps.db, auction.id, user) : false;
  return { userId, username: user.username, emailVerified: user.emailVerified, preQualified };
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
