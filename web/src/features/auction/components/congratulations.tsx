import { useState } from 'react';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { useAuctionBids } from '../api/list-auction-bids';
import { CongratulationsModal } from './auction-modals';

/** The congratulations modal once an ended auction's leaderboard shows the caller's bid among the winners. */
export function Congratulations({ auction }: { auction: AuctionDetail }) {
  const { data: bids } = useAuctionBids(auction.id);
  const [dismissed, setDismissed] = useState(false);
  const won = bids?.some((bid) => bid.is_own && bid.is_winning) ?? false;
  if (!won || dismissed) return null;
  return <CongratulationsModal title={auction.title} onClose={() => setDismissed(true)} />;
}
