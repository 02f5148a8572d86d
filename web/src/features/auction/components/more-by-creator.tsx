import { useState } from 'react';
import { Link } from 'wouter';
import { MORE_BY_CREATOR_CHUNK } from '../../../../../shared/domain/constants';
import { Button } from '../../../components/button/button';
import { Image } from '../../../components/image/image';
import { Loader } from '../../../components/loader/loader';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import { useDropAuctions } from '../api/list-drop-auctions';
import * as styles from './auction.css';

/**
 * 'More NFTs by {artist}': the drop's other auctions in chunks of 4 with 'Show More' (spec part 1 §2). Nothing
 * shows when there is no other auction or the list fails (it is an extra, not the page's subject).
 */
export function MoreByCreator({
  dropId,
  auctionId,
  artist,
}: {
  dropId: string;
  auctionId: string;
  artist: string;
}) {
  const { data, isLoading } = useDropAuctions(dropId);
  const [chunks, setChunks] = useState(1);
  if (isLoading) return <Loader label="Loading more NFTs" />;
  const others = (data ?? []).filter((auction) => auction.id !== auctionId);
  if (!others.length) return null;
  const shown = others.slice(0, chunks * MORE_BY_CREATOR_CHUNK);

  return (
    <section className={styles.section} aria-labelledby="more-title" data-testid="more-by-creator">
      <h2 id="more-title" className={styles.sectionTitle}>
        More NFTs by {artist}
      </h2>
      <ul className={styles.grid}>
        {shown.map((auction) => (
          <li key={auction.id} className={styles.card} data-testid="more-card">
            <div className={styles.media}>
              <Image src={auction.thumbnail} alt={auction.title} />
            </div>
            <Link to={paths.auction({ nftId: auction.nft.id, auctionId: auction.id })}>{auction.title}</Link>
            <span className={styles.muted}>{formatPrice(auction.price)}</span>
          </li>
        ))}
      </ul>
      {shown.length < others.length && (
        <Button variant="secondary" size="sm" onClick={() => setChunks(chunks + 1)}>
          Show More
        </Button>
      )}
    </section>
  );
}
