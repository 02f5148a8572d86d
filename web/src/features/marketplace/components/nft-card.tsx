import { useId } from 'react';
import { Link } from 'wouter';
import type { CollectionNft } from '../../../../../shared/api/schemas/collections';
import { badge } from '../../../components/badge/badge.css';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import * as styles from './marketplace.css';

/** 'Edition: 1', 'Editions: n' or 'Editions: Open' (spec part 1 §2 'Items card'). */
export const editionsText = (editions: number | null) =>
  editions === null ? 'Editions: Open' : `${editions === 1 ? 'Edition' : 'Editions'}: ${editions}`;

/** The lowest listing's price; unlisted, 'Make An Offer' when its editions may be resold, else 'Not For Sale'. */
export const priceText = (nft: CollectionNft) =>
  nft.price !== null ? formatPrice(nft.price) : nft.resell_allowed ? 'Make An Offer' : 'Not For Sale';

/** An NFT of a collection page: artwork, title, artist, editions, rank (ranked collections) and price. */
export function NftCard({ nft }: { nft: CollectionNft }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="nft-card" data-nft-id={nft.id}>
      <div className={styles.media}>
        <Image src={nft.thumbnail} alt={nft.title} />
      </div>
      <div className={styles.body}>
        <p className={styles.muted}>{nft.artist.name}</p>
        <h3 id={titleId} className={styles.title}>
          <Link to={paths.marketplaceAuction({ nftId: nft.id })} className={styles.stretchedLink}>
            {nft.title}
          </Link>
        </h3>
        <div className={styles.meta}>
          <span className={badge.neutral}>{editionsText(nft.editions)}</span>
          {nft.rank !== null && <span className={badge.neutral}>Rank: #{nft.rank}</span>}
        </div>
        <p className={styles.price} data-testid="nft-price">
          {priceText(nft)}
        </p>
      </div>
    </article>
  );
}
