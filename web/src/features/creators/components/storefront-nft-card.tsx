import { Link } from 'wouter';
import type { StorefrontNftCard as StorefrontNftCardData } from '../../../../../shared/api/schemas/storefront';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import * as styles from './creators.css';

/** A creator's NFT, linking to its storefront auction page where collectors buy it. */
export function StorefrontNftCard({ nft }: { nft: StorefrontNftCardData }) {
  return (
    <Link
      to={paths.storefrontAuction({ nftId: nft.id })}
      className={styles.card}
      data-testid="storefront-nft-card"
    >
      <Image src={nft.image} alt={nft.title} className={styles.media} />
      <span className={styles.name}>{nft.title}</span>
      <span className={styles.priceLine}>
        <span>{nft.price === null ? 'Not on sale' : formatPrice(nft.price)}</span>
        <span className={styles.muted}>
          {nft.sold_out ? 'SOLD OUT' : `${nft.available} of ${nft.editions} left`}
        </span>
      </span>
    </Link>
  );
}
