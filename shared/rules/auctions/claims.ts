import { auctionKind } from './auction-kinds';
import { timingRefusal } from './auction-phase';
import { participationRefusal } from './eligibility';
import { remainingForAccount } from './purchase-limits';
import { type Refusal, Rejection, refuse } from './rejections';
import type { AuctionTerms, Participant } from './terms';

export interface ClaimRequest {
  auction: AuctionTerms;
  participant: Participant | null;
  /** Items this account already claimed from the auction. */
  claimed: number;
  /** The auction's own per-account limit; null = none. The giveaway types allow 1 whatever it says. */
  maxPerAccount: number | null;
  now: Date;
}

/**
 * Claiming a free NFT (part 1 §5, part 2 §6): one item per claim; login needed; a verified e-mail except for the
 * open giveaway; while live and not sold out; the giveaway and single auction giveaway allow 1 per account.
 */
export function checkClaim(request: ClaimRequest): { ok: true } | Refusal {
  const { auction, participant, now } = request;
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'claim') return refuse(Rejection.notClaimable);
  const refusal = participationRefusal(kind, participant) ?? timingRefusal(auction, now);
  if (refusal) return refusal;
  if (auction.availableQuantity < 1) return refuse(Rejection.soldOut);
  if (remainingForAccount(kind, request.claimed, request.maxPerAccount) === 0) {
    return refuse(Rejection.purchaseLimitReached);
  }
  return { ok: true };
}
