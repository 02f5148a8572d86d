import type { ComponentType, ReactNode } from 'react';
import type { Drop, Pack } from '../../../../../shared/api/schemas/catalog';
import { canBuy } from '../../../../../shared/rules/timed-state';
import { SoldOutBadge } from '../../../components/availability-label/availability-label';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { EditionBadge } from '../../../components/edition-badge/edition-badge';
import { Image } from '../../../components/image/image';
import { TimedLabel } from '../../../components/timed-label/timed-label';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useAuthModal, useIsLoggedIn } from '../../../lib/auth';
import { usdToCents } from '../../../utils/money';
import { PackPrice } from './pack-price';
import * as styles from './packs.css';

/** How another feature sells the pack instead (a draw): composed by the app, given the page's own 'Buy pack'. */
export type PackSaleDoor = ComponentType<{ pack: Pack; drop: Drop; buy: ReactNode }>;

/**
 * A pack's page (spec part 1 §2 'Drops, packs, auctions'): thumbnail, title, artist, USD price with crypto
 * equivalents, the drop's countdown, sold-out badge and 'Buy pack' (a logged-out visitor gets the login modal).
 */
export function PackDetail({ pack, drop, SaleDoor }: { pack: Pack; drop: Drop; SaleDoor?: PackSaleDoor }) {
  const now = useNow();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  const checkout = paths.packCheckout({ packId: pack.id });
  const onSale = canBuy(now, drop.feature_at, drop.feature_until, pack.sold_out);
  const buy =
    loggedIn || !onSale ? (
      <LinkButton to={checkout} disabled={!onSale}>
        Buy pack
      </LinkButton>
    ) : (
      <Button onClick={() => openLogin({ redirectUrl: checkout })}>Buy pack</Button>
    );

  return (
    <article className={styles.detail} aria-labelledby="pack-title" data-testid="pack-detail">
      <div className={styles.media}>
        <Image src={pack.thumbnail} alt={pack.title} priority />
      </div>
      <div className={styles.info}>
        <div className={styles.badges}>
          {pack.sold_out ? (
            <SoldOutBadge />
          ) : (
            <TimedLabel start={drop.feature_at} end={drop.feature_until} now={now} />
          )}
          <EditionBadge editions={pack.quantity} />
        </div>
        <h1 id="pack-title" className={styles.title}>
          {pack.title}
        </h1>
        <p className={styles.muted}>by {drop.artist.name}</p>
        <p className={styles.muted}>
          {pack.nfts_per_pack === 1 ? '1 NFT' : `${pack.nfts_per_pack} NFTs`} per pack · from {drop.title}
        </p>
        <PackPrice priceCents={usdToCents(pack.price)} />
        {SaleDoor ? <SaleDoor pack={pack} drop={drop} buy={buy} /> : buy}
      </div>
    </article>
  );
}
