/**
 * What the auction rules read, in integer cents and the names of the stored auction (functions/data/auction.ts),
 * so a stored auction can be passed as it is; the screens build the same shape from the API's dollars.
 */
export interface AuctionTerms {
  auctionType: number;
  starts: string | Date;
  ends: string | Date | null;
  priceCents: number;
  initialQuantity: number;
  availableQuantity: number;
  soldOut: boolean;
  bidIncrementCents: number | null;
  minimumWinningBidCents: number | null;
}

/** The user asking, or null for a visitor (logged out). */
export interface Participant {
  userId: string;
  username: string;
  emailVerified: boolean;
  /** On this auction's pre-qualified bidders list (read only for pre-qualified auctions). */
  preQualified: boolean;
}

/** One bid as stored: a user's later bid on the same auction replaces the earlier one (an update). */
export interface BidEntry {
  userId: string;
  username: string;
  amountCents: number;
  placedAt: string | Date;
  /** The auction's bid counter when the bid was placed: unique per auction, grows with every bid. */
  sequence: number;
}
