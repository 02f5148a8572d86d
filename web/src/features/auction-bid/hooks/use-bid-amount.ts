import { useState } from 'react';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { fillMessage, messages } from '../../../../../shared/domain/messages';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { auctionKind, bidCentsFromInput, minimumBidCents } from '../../../../../shared/rules/auctions';
import { usdToCents } from '../../../utils/money';
import { useBidMinimum } from '../api/validate-bid';

const centsOrNull = (usd: number | null) => (usd === null ? null : usdToCents(usd));

/**
 * The typed bid and its check against the least bid (spec part 1 §5): the minimum comes from the server's
 * validity check (probed with the auction's own minimum); below it, 'Bid should be equal to or more then {min}'.
 */
export function useBidAmount(auction: AuctionDetail) {
  const kind = auctionKind(auction.auction_type);
  const ownMinimumCents =
    kind.mode === 'bid'
      ? minimumBidCents(kind, {
          priceCents: usdToCents(auction.price),
          minimumWinningBidCents: centsOrNull(auction.minimum_winning_bid),
          bidIncrementCents: centsOrNull(auction.bid_increment),
        })
      : usdToCents(auction.price);
  const probeCents = Math.max(ownMinimumCents, usdToCents(auction.lowest_bid_to_beat ?? 0));
  const validity = useBidMinimum(auction.id, probeCents / 100);
  const minimumCents = validity.data ? usdToCents(validity.data.minimum) : probeCents;

  const [text, setText] = useState('');
  const cents = bidCentsFromInput(kind, text);
  const error = ((): string | null => {
    if (text.trim() === '') return null;
    if (cents === undefined) return messages.bidAmountInvalid;
    return cents < minimumCents
      ? fillMessage(messages.bidTooLow, { min: formatUsdFixed(minimumCents) })
      : null;
  })();

  return {
    text,
    setText,
    /** The bid in cents when it may be sent, else null. */
    cents: cents !== undefined && error === null ? cents : null,
    error,
    minimumCents,
    /** Checks the minimum again (after a refused bid). */
    refreshMinimum: () => void validity.mutate(),
  };
}
