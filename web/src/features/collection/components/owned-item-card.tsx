import { useId } from 'react';
import { Link } from 'wouter';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { type Tier, tierLabels, visibilityLabels } from '../../../../../shared/domain/enums';
import { formatBadgeCount } from '../../../../../shared/format/count';
import { badge } from '../../../components/badge/badge.css';
import { Image } from '../../../components/image/image';
import { visuallyHidden } from '../../../components/theme/utilities.css';
import { paths } from '../../../config/paths';
import { vaultLabel } from '../utils/vault-label';
import * as styles from './owned-item-card.css';

/**
 * An item of My Collection (spec part 1 §2): artist, thumbnail, vault label, edition type, title, rank, listing
 * state, new-offers badge, visibility and, for exported items, the wallet label.
 */
export function OwnedItemCard({ item }: { item: OwnedItem }) {
  const titleId = useId();
  const vault = vaultLabel(item);
  const newOffers = item.new_offers_count ?? 0;
  const exported = item.export_status === 'completed';
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="owned-item-card"
      data-item-id={item.id}
    >
      <div className={styles.media}>
        <Image src={item.nft.thumbnail} alt={item.nft.title} />
        <div className={styles.mediaLabels}>
          {vault && (
            <span className={badge.neutral} data-testid="vault-label">
              {vault}
            </span>
          )}
          {exported && (
            <span className={badge.soldOut} data-testid="wallet-label">
              In Wallet
            </span>
          )}
        </div>
        {newOffers > 0 && (
          <span className={styles.offers} data-testid="new-offers">
            {formatBadgeCount(newOffers)}
            <span className={visuallyHidden}> new offers</span>
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.artist}>{item.nft.artist.name}</p>
        <div className={styles.meta}>
          <span className={badge.neutral}>{tierLabels[item.nft.type as Tier] ?? 'Edition'}</span>
          <span className={badge.neutral}>#{item.sequence}</span>
          {item.rank !== null && (
            <span className={styles.rank} data-testid="rank">
              Rank: #{item.rank}
            </span>
          )}
        </div>
        <h3 id={titleId} className={styles.title}>
          <Link
            to={paths.nftItem({ nftId: item.nft.id, nftItemId: item.id })}
            className={styles.stretchedLink}
          >
            {item.nft.title}
          </Link>
        </h3>
        {!exported && (
          <p className={styles.visibility} data-testid="visibility">
            {visibilityLabels[item.visibility]}
          </p>
        )}
        <p className={styles.listing} data-listed={item.sold_at !== null} data-testid="listing-state">
          {item.sold_at ? 'NFT LISTED FOR SALE' : 'NFT NOT LISTED FOR SALE'}
        </p>
      </div>
    </article>
  );
}
