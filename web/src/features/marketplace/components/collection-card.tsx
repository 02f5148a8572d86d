import { useId } from 'react';
import { Link } from 'wouter';
import type { Collection } from '../../../../../shared/api/schemas/collections';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import * as styles from './marketplace.css';

/** A marketplace collection (spec part 1 §2): thumbnail, title, item count, 'Floor Price: $x' or 'Make An Offer'. */
export function CollectionCard({ collection }: { collection: Collection }) {
  const titleId = useId();
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="collection-card"
      data-collection-id={collection.id}
    >
      <div className={styles.media}>
        <Image src={collection.thumbnail} alt={collection.title} />
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <Link to={paths.collection({ id: collection.id })} className={styles.stretchedLink}>
            {collection.title}
          </Link>
        </h3>
        <p className={styles.muted}>
          {collection.nft_quantity} {collection.nft_quantity === 1 ? 'Item' : 'Items'}
        </p>
        <p className={styles.price} data-testid="collection-price">
          {collection.floor_price === null
            ? 'Make An Offer'
            : `Floor Price: ${formatPrice(collection.floor_price)}`}
        </p>
      </div>
    </article>
  );
}
