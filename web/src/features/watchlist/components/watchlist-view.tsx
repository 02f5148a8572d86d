import { Link } from 'wouter';
import type { Watchlist } from '../../../../../shared/api/schemas/watchlist';
import { Button } from '../../../components/button/button';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import type { WatchTarget } from '../hooks/use-watch';
import * as styles from './watchlist.css';

const priceOr = (value: number | null, none: string) => (value === null ? none : formatPrice(value));

interface RowProps {
  title: string;
  image: string;
  to: string;
  lines: string[];
  onUnwatch: () => void;
  busy: boolean;
}

function WatchRow({ title, image, to, lines, onUnwatch, busy }: RowProps) {
  return (
    <li className={styles.row} data-testid="watch-row">
      <div className={styles.thumbnail}>
        <Image src={image} alt="" />
      </div>
      <div className={styles.details}>
        <Link to={to} className={styles.name}>
          {title}
        </Link>
        {lines.map((line) => (
          <span key={line} className={styles.muted}>
            {line}
          </span>
        ))}
      </div>
      <Button variant="ghost" size="sm" disabled={busy} onClick={onUnwatch} aria-label={`Unwatch ${title}`}>
        Unwatch
      </Button>
    </li>
  );
}

/** The watched NFTs (lowest listing, running auction, alert) and collections (floor, floor alert). */
export function WatchlistView({
  watchlist,
  onUnwatch,
  busy,
}: {
  watchlist: Watchlist;
  onUnwatch: (target: WatchTarget) => void;
  busy: boolean;
}) {
  return (
    <>
      {watchlist.nfts.length > 0 && (
        <section className={styles.section} aria-label="Watched NFTs">
          <h2 className={styles.sectionTitle}>NFTs</h2>
          <ul className={styles.list}>
            {watchlist.nfts.map((nft) => (
              <WatchRow
                key={nft.id}
                title={nft.title}
                image={nft.image}
                to={paths.marketplaceAuction({ nftId: nft.id })}
                lines={[
                  `Lowest listing: ${priceOr(nft.lowest_listing, 'none')}`,
                  ...(nft.auction ? ['Auction running'] : []),
                  `Alert: ${priceOr(nft.alert_price, 'off')}`,
                ]}
                onUnwatch={() => onUnwatch({ kind: 'nft', id: nft.id })}
                busy={busy}
              />
            ))}
          </ul>
        </section>
      )}
      {watchlist.collections.length > 0 && (
        <section className={styles.section} aria-label="Watched collections">
          <h2 className={styles.sectionTitle}>Collections</h2>
          <ul className={styles.list}>
            {watchlist.collections.map((collection) => (
              <WatchRow
                key={collection.id}
                title={collection.title}
                image={collection.image}
                to={paths.collection({ id: collection.id })}
                lines={[
                  `Floor: ${priceOr(collection.floor_price, 'none')}`,
                  `Floor alert: ${priceOr(collection.floor_alert_price, 'off')}`,
                ]}
                onUnwatch={() => onUnwatch({ kind: 'collection', id: collection.id })}
                busy={busy}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
