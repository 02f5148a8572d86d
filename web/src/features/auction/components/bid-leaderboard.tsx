import { useState } from 'react';
import type { Bid } from '../../../../../shared/api/schemas/bids';
import { LEADERBOARD_ROWS } from '../../../../../shared/domain/constants';
import { formatDate } from '../../../../../shared/format/date';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { errorText } from '../../../lib/api-client';
import { formatPrice } from '../../../utils/money';
import { useAuctionBids } from '../api/list-auction-bids';
import * as styles from './auction.css';

function BidRow({ bid }: { bid: Bid }) {
  return (
    <tr className={styles.row} data-testid="bid-row">
      <td>{bid.rank ?? '–'}</td>
      <td className={styles.wrapCell}>
        {bid.is_own ? `${bid.created_by.username} (you)` : bid.created_by.username}
      </td>
      <td>{formatPrice(bid.amount)}</td>
      <td>
        <time dateTime={bid.created_at}>{formatDate(bid.created_at)}</time>
      </td>
    </tr>
  );
}

/**
 * The bid leaderboard (spec part 1 §2): 5 rows, then 'View All' / 'View Less'. While a silent auction runs the
 * bids are hidden: the caller sees only their own bid.
 */
export function BidLeaderboard({ auctionId, hiddenBids }: { auctionId: string; hiddenBids: boolean }) {
  const { data: bids, error, isLoading, mutate } = useAuctionBids(auctionId);
  const [all, setAll] = useState(false);

  const body = () => {
    if (isLoading) return <Loader label="Loading bids" />;
    if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
    if (!bids?.length) return <EmptyState title="No bids yet" />;
    const shown = all ? bids : bids.slice(0, LEADERBOARD_ROWS);
    return (
      <>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Rank</th>
              <th>Bidder</th>
              <th>Bid</th>
              <th>Placed</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((bid) => (
              <BidRow key={bid.id} bid={bid} />
            ))}
          </tbody>
        </table>
        {bids.length > LEADERBOARD_ROWS && (
          <Button variant="secondary" size="sm" onClick={() => setAll(!all)}>
            {all ? 'View Less' : 'View All'}
          </Button>
        )}
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="leaderboard-title" data-testid="bid-leaderboard">
      <h2 id="leaderboard-title" className={styles.sectionTitle}>
        Bids
      </h2>
      {hiddenBids && (
        <p className={styles.muted} data-testid="hidden-bids">
          This is a silent auction: bids stay hidden until it ends. You see only your own bid.
        </p>
      )}
      {body()}
    </section>
  );
}
