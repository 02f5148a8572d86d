import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { Image } from '../../../components/image/image';
import * as styles from './auction-bid.css';

/** The auction being bid on: thumbnail, title, artist. */
export function AuctionHeading({ auction }: { auction: AuctionDetail }) {
  return (
    <div className={styles.heading}>
      <div className={styles.thumb}>
        <Image src={auction.thumbnail} alt={auction.title} />
      </div>
      <div>
        <h2>{auction.title}</h2>
        <p className={styles.muted}>by {auction.artist.name}</p>
      </div>
    </div>
  );
}
