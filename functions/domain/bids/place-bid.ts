import type { PlaceBidBody } from '../../../shared/api/schemas/bids';
import { messages } from '../../../shared/domain/messages';
import {
  auctionKind,
  type BidKind,
  bidQuote,
  checkBid,
  type Participant,
  Rejection,
  refuse,
} from '../../../shared/rules/auctions';
import type { AuctionRecord } from '../../data/auction';
import {
  type BidBookRecord,
  type BidRecord,
  type BookEntry,
  listAuctionBids,
  putBid,
  putBidBook,
} from '../../data/bid';
import { writeUnlessRaced } from '../../data/db';
import { recordEvents } from '../../data/outbox-event';
import { listShippingAddresses } from '../../data/shipping-address';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { usdToCents } from '../money';
import type { PaymentChoice } from '../payments/payment-method';
import { placeHold } from '../payments/place-hold';
import { releaseHold } from '../payments/release-hold';
import { bidsInView, nextBook } from './bid-book';
import { participantFrom, readBidStart, readBids } from './bid-context';
import { bidNotices } from './bid-notices';
import { bidHold, bidPaymentChoice, samePayment } from './bid-payment';
import { BidPaymentDeclinedError, BidRaceLostError, BidRefusedError } from './errors';

/**
 * Tries at the book before answering 409; each try re-reads it and checks the bid again. Every lost try means
 * another bid was written, so a valid bid among n racing ones is written within n tries; the bound only stops a
 * bid starving in an endless storm.
 */
const MAX_WRITE_ATTEMPTS = 25;
/** A random pause of up to this many ms times the try number spreads retries that collided. */
const RETRY_JITTER_MS = 4;

export interface PlaceBidInput {
  auctionId: string;
  userId: string;
  body: PlaceBidBody;
}

export type PlaceBidOutcome =
  /** `validate: true`: the check alone; `minimumCents` is the least the caller may bid now. */
  | { kind: 'validity'; valid: boolean; message: string | null; minimumCents: number }
  | { kind: 'placed'; action: 'place' | 'update'; bid: BidRecord; replayed: boolean };

/**
 * Places or updates the caller's bid (part 1 §5): the rules' check, a hold of the amount on the chosen method
 * (none on a pre-qualified auction: its winners pay after the close), then one transaction that writes the bid,
 * its notices and the auction's next book only if no other bid was accepted since the book was read. A bid
 * that loses that race is checked again against the new book and written, or refused with the new minimum (its
 * hold released). After the write the replaced hold is released, and on an auction
 * whose bids only rise and show, so are the holds of the bids it pushed out of the winner slots (they can no
 * longer win); otherwise those holds stay until the close.
 */
export async function placeBid(deps: Deps, input: PlaceBidInput): Promise<PlaceBidOutcome> {
  const { body, userId } = input;
  const start = await readBidStart(deps, input.auctionId, userId);
  const { auction } = start;
  if (body.auction !== undefined && body.auction !== auction.id) {
    throw new ValidationError([{ field: 'auction', message: messages.notFound }]);
  }
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'bid') throw new BidRefusedError(refuse(Rejection.notBiddable));
  const participant = await participantFrom(deps, auction, kind, start.user);
  const amountCents = usdToCents(body.bidValue);
  let { book, own } = start;
  const check = () =>
    checkBid({ auction, participant, amountCents, bids: bidsInView(book, own), now: deps.clock.now() });

  if (body.validate) {
    const verdict = check();
    const quote = bidQuote(kind, auction, bidsInView(book, own), userId);
    return {
      kind: 'validity',
      valid: verdict.ok,
      message: verdict.ok ? null : verdict.message,
      minimumCents: quote.requiredCents,
    };
  }

  // A pre-qualified bid takes no payment: its winners pay after the close (prequalified checkout).
  const payment = kind.preQualifiedOnly ? null : bidPaymentChoice(body);
  if (own && isSameBid(own, amountCents, payment)) return placed(own, true);
  const accepted = check();
  if (!accepted.ok) throw new BidRefusedError(accepted);
  const addressUuid = await checkedAddress(deps, userId, body.addressUUID ?? null);

  const replaced = own;
  const holdId = payment && (await holdBid(deps, auction, userId, replaced, amountCents, payment));

  for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt++) {
    const bid = newBid(deps, auction, participant, book, replaced, {
      amountCents,
      payment,
      holdId,
      addressUuid,
    });
    const rivals = lowersAWinner(kind, book, replaced, amountCents)
      ? await listAuctionBids(deps.db, auction.id)
      : book.leaders;
    const change = nextBook(kind, auction, book, bid, rivals, bid.placedAt);
    const written = await writeUnlessRaced(deps.db, [
      putBidBook(deps.db, change.book, book.version),
      putBid(deps.db, bid),
      recordEvents(deps.db, [
        ...bidNotices(deps, auction, kind, book, bid, change),
        newEvent(deps, 'AuctionChanged', { auction_id: auction.id, change: 'bid' }),
      ]),
    ]);
    if (written) {
      deps.metrics.count(businessMetrics.bidAccepted);
      await releaseAfterBid(deps, kind, replaced, change.pushedOut);
      return placed(bid, false);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_JITTER_MS * attempt));
    ({ book, own } = await readBids(deps, auction, userId));
    // A twin of this request got in first (same hold, or the same amount without one): its bid is this one.
    if (own && (holdId ? own.holdId === holdId : isSameBid(own, amountCents, null))) return placed(own, true);
    const again = check();
    if (own?.sequence !== replaced?.sequence || !again.ok) {
      if (holdId) await releaseHold(deps, { holdId });
      throw again.ok ? new BidRaceLostError(again.requiredCents) : new BidRefusedError(again);
    }
  }
  if (holdId) await releaseHold(deps, { holdId });
  throw new BidRaceLostError(bidQuote(kind, auction, bidsInView(book, own), userId).requiredCents);
}

const placed = (bid: BidRecord, replayed: boolean): PlaceBidOutcome => ({
  kind: 'placed',
  action: bid.replacedBidIds.length > 0 ? 'update' : 'place',
  bid,
  replayed,
});

/** A retry of a bid already written answers it again instead of 'Your bid is already ...'. */
const isSameBid = (own: BidRecord, amountCents: number, payment: PaymentChoice | null) =>
  own.amountCents === amountCents &&
  (own.payment === null || payment === null ? own.payment === payment : samePayment(own.payment, payment));

/** Holds the bid's amount on its payment method; the hold's id is the same for a retry of the same bid. */
async function holdBid(
  deps: Deps,
  auction: AuctionRecord,
  userId: string,
  replaced: BidRecord | null,
  amountCents: number,
  payment: PaymentChoice,
): Promise<string> {
  const { id, read } = await bidHold(deps, {
    auctionId: auction.id,
    userId,
    replacesSequence: replaced?.sequence ?? 0,
    amountCents,
    payment,
  });
  const hold = await placeHold(
    deps,
    { holdId: id, userUuid: userId, method: payment, amountCents, requireAmex: auction.amexOnly },
    { read },
  );
  if (hold.status === 'declined') throw new BidPaymentDeclinedError();
  return id;
}

/** An address given with the bid must be one of the caller's shipping addresses. */
async function checkedAddress(
  deps: Deps,
  userId: string,
  addressUuid: string | null,
): Promise<string | null> {
  if (addressUuid === null) return null;
  const addresses = await listShippingAddresses(deps.db, userId);
  if (!addresses.some((address) => address.uuid === addressUuid)) {
    throw new ValidationError([{ field: 'addressUUID', message: messages.bidAddressRequired }]);
  }
  return addressUuid;
}

function newBid(
  deps: Deps,
  auction: AuctionRecord,
  participant: Participant,
  book: BidBookRecord,
  replaced: BidRecord | null,
  fields: Pick<BidRecord, 'amountCents' | 'payment' | 'holdId' | 'addressUuid'>,
): BidRecord {
  return {
    ...fields,
    id: deps.newId(),
    auctionId: auction.id,
    userId: participant.userId,
    username: participant.username,
    placedAt: deps.clock.now().toISOString(),
    sequence: book.version + 1,
    replacedHoldIds: replaced ? [...bidHoldIds(replaced)] : [],
    replacedBidIds: replaced ? [...replaced.replacedBidIds, replaced.id] : [],
  };
}

/** A mutable bid lowered by one of the winners: a bid outside the book may now rank above it. */
const lowersAWinner = (kind: BidKind, book: BidBookRecord, own: BidRecord | null, amountCents: number) =>
  kind.bidChange === 'raiseOrLower' &&
  own !== null &&
  amountCents < own.amountCents &&
  book.leaders.some((leader) => leader.userId === own.userId);

/**
 * Holds no bid needs any more: the caller's replaced bid, and the pushed-out bids of an auction whose bids only
 * rise and show (such a bid can never win again; a new bid brings a new hold). Silent and mutable auctions keep
 * them: a silent bidder must not learn they were outbid, a mutable winner may lower their bid and let them back.
 * Best effort: the close releases every hold of a losing bid (bidHoldIds), so a failure here is only logged.
 */
async function releaseAfterBid(
  deps: Deps,
  kind: BidKind,
  replaced: BidRecord | null,
  pushedOut: BookEntry[],
) {
  const released = kind.hiddenBids || kind.bidChange === 'raiseOrLower' ? [] : pushedOut;
  const holdIds = [replaced?.holdId, ...released.map((entry) => entry.holdId)].filter(
    (holdId): holdId is string => typeof holdId === 'string',
  );
  for (const holdId of holdIds) {
    await releaseHold(deps, { holdId }).catch((error: unknown) =>
      deps.logger.warn('bid hold not released; the close releases it', {
        holdId,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

/** Every hold a user's bid on the auction has taken: the close captures `holdId` of a winner and releases the rest. */
export const bidHoldIds = (bid: BidRecord): string[] =>
  bid.holdId === null ? bid.replacedHoldIds : [bid.holdId, ...bid.replacedHoldIds];
