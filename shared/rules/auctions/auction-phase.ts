import { availability, availabilityAt } from '../timed-state';
import { type Refusal, Rejection, refuse } from './rejections';
import type { AuctionTerms } from './terms';

/** Where an auction stands on its timeline (the timed state of part 1 §4 plus sold out). */
export type AuctionPhase = 'coming' | 'live' | 'soldOut' | 'ended';

type Timeline = Pick<AuctionTerms, 'starts' | 'ends' | 'soldOut'>;

export function auctionPhase(auction: Timeline, now: Date): AuctionPhase {
  const state = availabilityAt(now, auction.starts, auction.ends);
  if (state === availability.coming) return 'coming';
  if (auction.soldOut) return 'soldOut';
  return state === availability.unavailable ? 'ended' : 'live';
}

/** Bids, purchases and claims are taken only while the auction is live: available and not sold out. */
export function timingRefusal(auction: Timeline, now: Date): Refusal | null {
  switch (auctionPhase(auction, now)) {
    case 'coming':
      return refuse(Rejection.notStarted);
    case 'soldOut':
      return refuse(Rejection.soldOut);
    case 'ended':
      return refuse(Rejection.ended);
    case 'live':
      return null;
  }
}
