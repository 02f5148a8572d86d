import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { Image } from '../../../components/image/image';
import * as styles from './gift.css';

/** The NFT being gifted: its thumbnail, title and edition. */
export function GiftHeading({ item }: { item: OwnedItem }) {
  return (
    <div className={styles.heading} data-testid="gift-nft-heading">
      <div className={styles.thumb}>
        <Image src={item.nft.thumbnail} alt={item.nft.title} />
      </div>
      <div>
        <h2>{item.nft.title}</h2>
        <p className={styles.muted}>Edition #{item.sequence}</p>
      </div>
    </div>
  );
}
