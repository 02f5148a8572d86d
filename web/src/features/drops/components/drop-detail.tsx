import { Link } from 'wouter';
import type { Drop } from '../../../../../shared/api/schemas/catalog';
import { availability, availabilityAt } from '../../../../../shared/rules/timed-state';
import { LinkButton } from '../../../components/button/link-button';
import { Image } from '../../../components/image/image';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { TimedLabel } from '../../../components/timed-label/timed-label';
import { WaitingRoomPanel } from '../../../components/waiting-room/waiting-room-panel';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useDropAuctions } from '../api/list-drop-auctions';
import { DropAuctions } from './drop-auctions';
import * as styles from './drop-detail.css';
import { DropPrice } from './drop-price';
import { list } from './item-card.css';
import { PackCard } from './pack-card';
import { RegisterInterest } from './register-interest';

/** A drop's page: banner, header, description, its packs and its auctions. */
export function DropDetail({ drop }: { drop: Drop }) {
  const now = useNow();
  const auctions = useDropAuctions(drop.id);
  const nothingOnSale = drop.drops.length === 0 && auctions.data?.length === 0;
  const state = availabilityAt(now, drop.feature_at, drop.feature_until);
  const ended = state === availability.unavailable;

  return (
    <article className={styles.detail} aria-labelledby="drop-title" data-testid="drop-detail">
      <div className={styles.banner}>
        <Image src={drop.banner} alt={drop.title} priority />
      </div>
      <header className={styles.header}>
        <TimedLabel start={drop.feature_at} end={drop.feature_until} now={now} />
        <h1 id="drop-title" className={styles.title}>
          {drop.title}
        </h1>
        <p className={styles.artist}>by {drop.artist.name}</p>
        <DropPrice drop={drop} className={styles.price} />
        {drop.terms_key && <Link to={paths.dropRulesByKey({ dropKey: drop.terms_key })}>Drop rules</Link>}
        {drop.show_signup && drop.promotion && state === availability.coming && (
          <RegisterInterest promotionUuid={drop.promotion.promotion_uuid} />
        )}
      </header>
      {drop.description && <p className={styles.description}>{drop.description}</p>}

      {drop.needs_waiting_room && !ended && (
        <WaitingRoomPanel dropId={drop.id}>
          <div className={styles.buyLinks}>
            {drop.drops.map((pack) => (
              <LinkButton key={pack.id} to={paths.pack({ packId: pack.id })} disabled={pack.sold_out}>
                Buy {pack.title}
              </LinkButton>
            ))}
          </div>
        </WaitingRoomPanel>
      )}

      {drop.drops.length > 0 && (
        <section className={styles.section} aria-labelledby="drop-packs-title">
          <h2 id="drop-packs-title" className={styles.sectionTitle}>
            Packs
          </h2>
          <ul className={list}>
            {drop.drops.map((pack) => (
              <li key={pack.id}>
                <PackCard pack={pack} start={drop.feature_at} end={drop.feature_until} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {auctions.isLoading ? (
        <Loader label="Loading auctions" />
      ) : (
        <DropAuctions
          auctions={auctions.data ?? []}
          error={auctions.error}
          onRetry={() => auctions.mutate()}
          now={now}
        />
      )}
      {nothingOnSale && <EmptyState title="Nothing on sale in this drop yet." />}
    </article>
  );
}
