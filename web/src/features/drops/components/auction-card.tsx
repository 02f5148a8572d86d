import { Link } from 'wouter';
import type { Auction } from '../../../../../shared/api/schemas/catalog';
import { AuctionType, auctionTypeLabels } from '../../../../../shared/domain/enums';
import { formatDate } from '../../../../../shared/format/date';
import { SoldOutBadge } from '../../../components/availability-label/availability-label';
import { EditionBadge } from '../../../components/edition-badge/edition-badge';
import { Image } from '../../../components/image/image';
import { TimedLabel } from '../../../components/timed-label/timed-label';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import * as styles from './item-card.css';

export function AuctionCard({ auction, now }: { auction: Auction; now: Date }) {
  const typeLabel = auctionTypeLabels[auction.auction_type as AuctionType];
  return (
    <article className={styles.card} aria-label={auction.title} data-testid="auction-card">
      <div className={styles.media}>
        <Image src={auction.thumbnail} alt={auction.title} />
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <TimedLabel start={auction.starts} end={auction.ends} now={now} />
          {auction.sold_out && <SoldOutBadge />}
          <EditionBadge
            editions={auction.auction_type === AuctionType.open ? null : auction.initial_quantity}
          />
        </div>
        <h3 className={styles.title}>
          <Link to={paths.auction({ nftId: auction.nft.id, auctionId: auction.id })}>{auction.title}</Link>
        </h3>
        <p className={styles.meta}>
          {typeLabel} · {auction.artist.name}
        </p>
        <p className={styles.meta}>
          Starts <time dateTime={auction.starts}>{formatDate(auction.starts)}</time>
          {auction.ends && (
            <>
              {' · '}Ends <time dateTime={auction.ends}>{formatDate(auction.ends)}</time>
            </>
          )}
        </p>
        <p className={styles.price}>{formatPrice(auction.price)}</p>
      </div>
    </article>
  );
}
