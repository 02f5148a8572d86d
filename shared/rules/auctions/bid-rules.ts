import { BID_FALLBACK_MIN_CENTS, PREQUALIFIED_BID_MIN_CENTS } from '../../domain/constants';
import { formatUsdFixed, parseUsdInput } from '../../format/usd';
import { type AuctionKind, auctionKind, type BidKind } from './auction-kinds';
import { timingRefusal } from './auction-phase';
import { lastBidOf, rankBids } from './bid-ranking';
import { participationRefusal } from './eligibility';
import { type Refusal, Rejection, refuse } from './rejections';
import type { AuctionTerms, BidEntry, Participant } from './terms';

/**
 * Bid rules (part 1 §5): the minimum bid, the lowest bid to beat, increments, place versus update, and the
 * 'Bid should be equal to or more then {min}' check. Amounts are integer cents.
 */

type BidPricing = Pick<AuctionTerms, 'priceCents' | 'minimumWinningBidCents' | 'bidIncrementCents'>;

/**
 * The least any bid may be: minimum_winning_bid, else the price, else $1 (a missing or zero amount counts as
 * absent). Pre-qualified bids are at least $1 as well.
 */
export function minimumBidCents(kind: BidKind, auction: BidPricing): number {
  const { minimumWinningBidCents, priceCents } = auction;
  const minimum =
    minimumWinningBidCents !== null && minimumWinningBidCents > 0
      ? minimumWinningBidCents
      : priceCents > 0
        ? priceCents
        : BID_FALLBACK_MIN_CENTS;
  return kind.preQualifiedOnly ? Math.max(minimum, PREQUALIFIED_BID_MIN_CENTS) : minimum;
}

/**
 * How much a bid must rise over the bid it beats: bid_increment, else one cent. Bids need not be multiples of
 * the increment (the form's step); they must beat the bid to beat by at least one increment.
 */
export const bidStepCents = (auction: Pick<AuctionTerms, 'bidIncrementCents'>): number =>
  auction.bidIncrementCents !== null && auction.bidIncrementCents > 0 ? auction.bidIncrementCents : 1;

/** How many bids win at the close. */
export const winnerSlots = (kind: BidKind, quantity: number): number =>
  kind.winners === 'single' ? Math.min(1, quantity) : quantity;

/**
 * The least a new bid must be to be among the winners now: the minimum while there are fewer bids than winners,
 * else one step above the last winning bid (an equal amount loses: the earlier bid wins the tie).
 * `exceptUserId` leaves out the asking user's own bid, which their new bid replaces.
 */
export function lowestBidToBeatCents(
  kind: BidKind,
  auction: BidPricing & Pick<AuctionTerms, 'initialQuantity'>,
  bids: readonly BidEntry[],
  exceptUserId: string | null = null,
): number {
  const minimum = minimumBidCents(kind, auction);
  const competing = rankBids(bids.filter((bid) => bid.userId !== exceptUserId));
  const lastWinning = competing[winnerSlots(kind, auction.initialQuantity) - 1];
  return lastWinning ? Math.max(minimum, lastWinning.amountCents + bidStepCents(auction)) : minimum;
}

export interface BidQuote {
  /** Update when the user already has a bid (last_bid), else place. */
  action: 'place' | 'update';
  lastBidCents: number | null;
  /** The least the user may bid now; the {min} of the message. */
  requiredCents: number;
}

/**
 * What the user may bid now. A new bid must reach the lowest bid to beat; an update must also rise one step over
 * the user's own bid. Silent auction: bids are hidden, so a new bid needs only the minimum. Mutable bid: an
 * update may go up or down to any amount from the minimum.
 */
export function bidQuote(
  kind: BidKind,
  auction: BidPricing & Pick<AuctionTerms, 'initialQuantity'>,
  bids: readonly BidEntry[],
  userId: string,
): BidQuote {
  const last = lastBidOf(bids, userId);
  const lastBidCents = last?.amountCents ?? null;
  const minimum = minimumBidCents(kind, auction);
  const aboveOwn = lastBidCents === null ? minimum : lastBidCents + bidStepCents(auction);
  const action = last ? 'update' : 'place';
  if (action === 'update' && kind.bidChange === 'raiseOrLower') {
    return { action, lastBidCents, requiredCents: minimum };
  }
  const toBeat = kind.hiddenBids ? minimum : lowestBidToBeatCents(kind, auction, bids, userId);
  return { action, lastBidCents, requiredCents: Math.max(toBeat, aboveOwn) };
}

export interface BidRequest {
  auction: AuctionTerms;
  participant: Participant | null;
  amountCents: number;
  /** Every bid on the auction so far (history or current bids). */
  bids: readonly BidEntry[];
  now: Date;
  sellerUsername?: string | null;
}

export interface BidAccepted extends BidQuote {
  ok: true;
  amountCents: number;
}

/** The whole bid check, in the order the screens show problems; the server runs it again before writing. */
export function checkBid(request: BidRequest): BidAccepted | Refusal {
  const { auction, participant, amountCents, bids, now } = request;
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'bid') return refuse(Rejection.notBiddable);
  if (participant === null) return refuse(Rejection.loginRequired);
  const refusal =
    participationRefusal(kind, participant, request.sellerUsername ?? null) ?? timingRefusal(auction, now);
  if (refusal) return refusal;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return refuse(Rejection.invalidAmount);
  const quote = bidQuote(kind, auction, bids, participant.userId);
  if (quote.action === 'update' && amountCents === quote.lastBidCents) {
    return refuse(Rejection.bidUnchanged, { amount: formatUsdFixed(amountCents) });
  }
  if (amountCents < quote.requiredCents)
    return refuse(Rejection.bidTooLow, { min: formatUsdFixed(quote.requiredCents) });
  return { ok: true, ...quote, amountCents };
}

/**
 * A typed bid in cents, or undefined when it is not an amount. Pre-qualified bids cut decimals to 2
 * ('12.349' -> 1234); other bids accept up to 2 decimals.
 */
export function bidCentsFromInput(kind: AuctionKind, text: string): number | undefined {
  if (kind.mode === 'bid' && kind.preQualifiedOnly) {
    const found = /^\s*(\d+)(?:\.(\d*))?\s*$/.exec(text);
    if (!found) return undefined;
    const fraction = (found[2] ?? '').slice(0, 2);
    return parseUsdInput(fraction ? `${found[1]}.${fraction}` : (found[1] ?? ''));
  }
  return parseUsdInput(text);
}
