import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { useStepCall } from '../../../lib/use-step-call';
import { type BidPlaced, type PlaceBidInput, placeBid } from '../api/place-bid';
import type { useBidAmount } from './use-bid-amount';

/**
 * Sends the typed bid: placeBid, or updateBid when the caller already has one (last_bid). A refused bid shows
 * the server's message and checks the minimum again (another bid may have raised it).
 */
export function usePlaceBid(
  auction: AuctionDetail,
  amount: ReturnType<typeof useBidAmount>,
  onPlaced: (answer: BidPlaced) => void,
) {
  const { busy, error, run } = useStepCall();
  const updating = auction.last_bid !== null;
  const submit = (payment: Pick<PlaceBidInput, 'choice' | 'addressUuid'> = {}) => {
    const { cents } = amount;
    if (cents === null) return;
    void run(async () => {
      try {
        onPlaced(
          await placeBid({ auctionId: auction.id, bidValue: cents / 100, updateBid: updating, ...payment }),
        );
      } catch (failure) {
        amount.refreshMinimum();
        throw failure;
      }
    });
  };
  return { busy, failure: error, updating, submit };
}
