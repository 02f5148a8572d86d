import { putPreQualifiedBidder } from '../../../functions/data/bid';
import { transactWrite } from '../../../functions/data/db';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType } from '../../../shared/domain/enums';
import type { SignedInUser } from '../account/support';
import { bidder, END } from '../bids/support';
import { acceptFraudCheck as acceptAuctionFraudCheck } from '../purchases/auction-support';
import { closableAuction } from './support';

export const AFTER_END = new Date(new Date(END).getTime() + 1_000);
export const DAY_MS = 24 * 3_600_000;

/** A live pre-qualified auction of `editions` winner slots (one edition each). */
export const preQualifiedAuction = (deps: Deps, id: string, editions = 1) =>
  closableAuction(deps, id, { auctionType: AuctionType.preQualified, initialQuantity: editions });

/** A verified user on the auction's list, with `usdCents` of prepaid USD. */
export async function listedBidder(deps: Deps, auctionId: string, usdCents = 0): Promise<SignedInUser> {
  const user = await bidder(deps, usdCents);
  await transactWrite(deps.db, [
    putPreQualifiedBidder(deps.db, auctionId, user.user.uuid, deps.clock.now().toISOString()),
  ]);
  return user;
}

/** The pre-qualified bid call: auction, bidValue, updateBid, no payment. */
export const preQualifiedBid = (auctionId: string, bidValue: number) => ({
  auction: auctionId,
  bidValue,
  updateBid: false,
});

/** The winner's accepted fraud check of paying the auction's win of `priceCents`. */
export const acceptFraudCheck = (deps: Deps, userUuid: string, auctionId: string, priceCents: number) =>
  acceptAuctionFraudCheck(deps, userUuid, auctionId, priceCents, 'bid');
