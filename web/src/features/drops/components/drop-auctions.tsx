import type { Auction } from '../../../../../shared/api/schemas/catalog';
import { ErrorState } from '../../../components/status/error-state';
import { AuctionCard } from './auction-card';
import * as styles from './drop-detail.css';
import { list } from './item-card.css';

export interface DropAuctionsProps {
  auctions: Auction[];
  error: unknown;
  onRetry: () => void;
  now: Date;
}

/** The drop's auctions; a failed load stays on the page with a retry (the drop itself loaded). */
export function DropAuctions({ auctions, error, onRetry, now }: DropAuctionsProps) {
  if (!error && auctions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="drop-auctions-title">
      <h2 id="drop-auctions-title" className={styles.sectionTitle}>
        Auctions
      </h2>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : (
        <ul className={list}>
          {auctions.map((auction) => (
            <li key={auction.id}>
              <AuctionCard auction={auction} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
