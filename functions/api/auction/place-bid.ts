import { auctionBidRoutes } from '../../../shared/api/routes/auction-bids';
import { messages } from '../../../shared/domain/messages';
import { placeBid as placeOrUpdateBid } from '../../domain/bids/place-bid';
import { centsToUsd } from '../../domain/money';
import { endpoint } from '../../lib/http';
import { bidView } from './bid-views';

/** Places or updates the caller's bid; with validate true only checks it ('valid' and the minimum). */
export const placeBid = endpoint(auctionBidRoutes.placeBid, async (deps, { params, body, user }) => {
  const outcome = await placeOrUpdateBid(deps, { auctionId: params.id, userId: user.uuid, body });
  if (outcome.kind === 'validity') {
    return {
      valid: outcome.valid,
      ...(outcome.message === null ? {} : { message: outcome.message }),
      minimum: centsToUsd(outcome.minimumCents),
    };
  }
  return outcome.action === 'update'
    ? { status: 'updated' as const, message: messages.bidUpdated, bid: bidView(outcome.bid) }
    : { status: 'placed' as const, message: messages.bidPlaced, bid: bidView(outcome.bid) };
});
