import type { AuctionKind } from './auction-kinds';
import { type Refusal, Rejection, refuse } from './rejections';
import type { Participant } from './terms';

/**
 * Who may bid, buy or claim (part 2 §6): a visitor must log in; the seller may not act on their own auction
 * (they see Cancel sale and Update Price); e-mail verification is needed except for the open giveaway; only
 * pre-qualified users bid on a pre-qualified auction. Null when the participant may go on.
 */
export function participationRefusal(
  kind: AuctionKind,
  participant: Participant | null,
  sellerUsername: string | null = null,
): Refusal | null {
  if (participant === null) return refuse(Rejection.loginRequired);
  if (sellerUsername !== null && participant.username === sellerUsername) return refuse(Rejection.ownAuction);
  if (kind.needsVerifiedEmail && !participant.emailVerified) return refuse(Rejection.emailUnverified);
  if (kind.mode === 'bid' && kind.preQualifiedOnly && !participant.preQualified) {
    return refuse(Rejection.notPreQualified);
  }
  return null;
}
