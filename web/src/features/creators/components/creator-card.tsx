import { Link } from 'wouter';
import type { CreatorCard as CreatorCardData } from '../../../../../shared/api/schemas/storefront';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import * as styles from './creators.css';

/** A creator on Discover Creators: avatar, name, bio and how many NFTs their storefront sells. */
export function CreatorCard({ creator }: { creator: CreatorCardData }) {
  return (
    <Link to={paths.creator({ id: creator.id })} className={styles.card} data-testid="creator-card">
      <Image src={creator.avatar} alt={creator.name} className={styles.media} />
      <span className={styles.name}>{creator.name}</span>
      {creator.bio && <span className={`${styles.muted} ${styles.clamp}`}>{creator.bio}</span>}
      <span className={styles.muted}>
        {creator.nft_count} {creator.nft_count === 1 ? 'NFT' : 'NFTs'}
      </span>
    </Link>
  );
}
