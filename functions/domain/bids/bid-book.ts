import { type BidKind, rankBids, winnerSlots } from '../../../shared/rules/auctions';
import type { AuctionRecord } from '../../data/auction';
import type { BidBookRecord, BidRecord, BookEntry } from '../../data/bid';

/** The bids the rules weigh for a user: the book's winners, and the user's own bid wherever it ranks. */
export const bidsInView = (book: BidBookRecord, own: BidRecord | null): BookEntry[] =>
  own && !book.leaders.some((leader) => leader.userId === own.userId) ? [...book.leaders, own] : book.leaders;

export const bookEntryOf = ({
  id,
  userId,
  username,
  amountCents,
  placedAt,
  sequence,
  holdId,
}: BookEntry) => ({
  id,
  userId,
  username,
  amountCents,
  placedAt,
  sequence,
  holdId,
});

export interface BookChange {
  book: BidBookRecord;
  /** Earlier winners the bid pushed out of the winner slots (never the bidder). */
  pushedOut: BookEntry[];
}

/**
 * The book after `bid`: the best bids up to the winner slots, the bidder's earlier bid replaced. `rivals` are the
 * bids that may rank next to it: the book's winners, enough whenever bids only rise (a bid outside the book can
 * never overtake one inside it); every bid of the auction when a winner lowers a mutable bid.
 */
export function nextBook(
  kind: BidKind,
  auction: Pick<AuctionRecord, 'initialQuantity'>,
  book: BidBookRecord,
  bid: BookEntry,
  rivals: readonly BookEntry[],
  at: string,
): BookChange {
  const candidates = [...rivals.filter((rival) => rival.userId !== bid.userId), bid].map(bookEntryOf);
  const byUser = new Map(candidates.map((entry) => [entry.userId, entry]));
  const leaders = rankBids(candidates)
    .slice(0, winnerSlots(kind, auction.initialQuantity))
    .flatMap((ranked) => byUser.get(ranked.userId) ?? []);
  const kept = new Set(leaders.map((leader) => leader.userId));
  return {
    book: { auctionId: book.auctionId, version: bid.sequence, leaders, updatedAt: at },
    pushedOut: book.leaders.filter((leader) => leader.userId !== bid.userId && !kept.has(leader.userId)),
  };
}
