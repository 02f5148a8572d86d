import type { ReactNode } from 'react';
import type { AuctionDetail } from '../../../../shared/api/schemas/bids';
import { timingRefusal } from '../../../../shared/rules/auctions';
import { useNow } from '../../hooks/use-now';
import { LinkButton } from '../button/link-button';
import { EmptyState } from '../status/empty-state';

/**
 * A bid or Buy Now form while the auction is live; once it is not (not started, ended, sold out), why instead,
 * with the way back to the auction.
 */
export function WhileLive({
  auction,
  backTo,
  children,
}: {
  auction: AuctionDetail;
  backTo: string;
  children: ReactNode;
}) {
  const now = useNow();
  const closed = timingRefusal({ ...auction, soldOut: auction.sold_out }, now);
  if (!closed) return children;
  return (
    <EmptyState title={closed.message}>
      <LinkButton to={backTo}>Back to the auction</LinkButton>
    </EmptyState>
  );
}
