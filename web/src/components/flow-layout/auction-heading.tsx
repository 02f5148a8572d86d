import type { AuctionDetail } from '../../../../shared/api/schemas/bids';
import { Image } from '../image/image';
import * as styles from './flow-layout.css';

/** The auction being bid on or bought: thumbnail, title, artist (and `detail`, e.g. the quantity). */
export function AuctionHeading({ auction, detail }: { auction: AuctionDetail; detail?: string }) {
  return (
    <div className={styles.heading}>
      <div className={styles.thumb}>
        <Image src={auction.thumbnail} alt={auction.title} />
      </div>
      <div>
        <h2>{auction.title}</h2>
        <p className={styles.muted}>
          by {auction.artist.name}
          {detail && ` · ${detail}`}
        </p>
      </div>
    </div>
  );
}
