import type { Pack } from '../../../../../shared/api/schemas/catalog';
import { availabilityAt, canBuy } from '../../../../../shared/rules/timed-state';
import { AvailabilityLabel } from '../../../components/availability-label/availability-label';
import { LinkButton } from '../../../components/button/link-button';
import { EditionBadge } from '../../../components/edition-badge/edition-badge';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import * as styles from './item-card.css';

export interface PackCardProps {
  pack: Pack;
  /** The drop's window: packs sell while their drop is available. */
  start: string;
  end: string | null;
  now: Date;
}

export function PackCard({ pack, start, end, now }: PackCardProps) {
  return (
    <article className={styles.card} aria-label={pack.title} data-testid="pack-card">
      <div className={styles.media}>
        <Image src={pack.thumbnail} alt={pack.title} />
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <AvailabilityLabel availability={availabilityAt(now, start, end)} soldOut={pack.sold_out} />
          <EditionBadge editions={pack.quantity} />
        </div>
        <h3 className={styles.title}>{pack.title}</h3>
        <p className={styles.meta}>
          {pack.nfts_per_pack === 1 ? '1 NFT' : `${pack.nfts_per_pack} NFTs`} per pack
        </p>
        <p className={styles.price}>{formatPrice(pack.price)}</p>
        <LinkButton
          to={paths.pack({ packId: pack.id })}
          disabled={!canBuy(now, start, end, pack.sold_out)}
          className={styles.action}
        >
          Buy pack
        </LinkButton>
      </div>
    </article>
  );
}
