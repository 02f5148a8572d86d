import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ClaimResult } from '../../../../../shared/api/schemas/auction-claims';
import { isApiError, isResourceKey } from '../../../lib/api-client';
import { isAuctionKey } from '../../../lib/auctions/get-auction';
import { useMe } from '../../../lib/get-me';
import { attemptKey, endAttempt, isDefiniteRefusal } from '../../../lib/payments/attempt-key';
import { claimAuction } from '../api/claim-auction';

/**
 * Claims a free edition: while it runs `claiming` is true; the claimed item is kept for the success modal and the
 * auction (its availability and the caller's limit), the NFT's stats and its editions table are read again.
 * A refusal is toasted by the API client. The claim keeps its Idempotency-Key until it succeeds or is refused, so a
 * retry after a network error or a reload answers the same edition rather than claiming again.
 */
export function useClaim(auctionId: string, nftId: string) {
  const { mutate } = useSWRConfig();
  const [claiming, setClaiming] = useState(false);
  const [claimed, setClaimed] = useState<ClaimResult['item'] | null>(null);
  const { data: me } = useMe();

  const claim = async () => {
    const scope = ['claim', me?.uuid ?? '', auctionId];
    setClaiming(true);
    try {
      const { item } = await claimAuction(auctionId, attemptKey(scope));
      endAttempt(scope);
      setClaimed(item);
      await Promise.all([
        mutate(isAuctionKey(auctionId)),
        mutate(isResourceKey(['getNft', 'listNftEditions'], nftId)),
      ]);
    } catch (error) {
      if (isDefiniteRefusal(error)) endAttempt(scope);
      // The API client toasted the server's refusal (e.g. the per-account limit).
      if (!isApiError(error)) throw error;
    } finally {
      setClaiming(false);
    }
  };

  return { claim, claiming, claimed, dismiss: () => setClaimed(null) };
}
