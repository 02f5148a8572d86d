import { useId } from 'react';
import { Link } from 'wouter';
import type { Drop } from '../../../../../shared/api/schemas/catalog';
import { formatDate } from '../../../../../shared/format/date';
import { availability, availabilityAt } from '../../../../../shared/rules/timed-state';
import { AvailabilityLabel } from '../../../components/availability-label/availability-label';
import { Button } from '../../../components/button/button';
import { Image } from '../../../components/image/image';
import { TimedLabel } from '../../../components/timed-label/timed-label';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useIsLoggedIn } from '../../../lib/auth';
import { useRegisterInterest } from '../hooks/use-register-interest';
import * as styles from './drop-card.css';
import { DropPrice } from './drop-price';

export interface DropCardProps {
  drop: Drop;
  /** Pins the current time (tests); otherwise the card follows the clock. */
  now?: Date;
  /** In view when the list opens: its image is fetched first (Image's priority). */
  priority?: boolean;
}

/** A drop in the list: timed label, 'Drops at' banner while coming, 'SOLD OUT' overlay; inert unless live. */
export function DropCard({ drop, now, priority = false }: DropCardProps) {
  const titleId = useId();
  const current = useNow(now);
  const loggedIn = useIsLoggedIn();
  // The card shows the promotion only with show_signup.
  const interest = useRegisterInterest((drop.show_signup && drop.promotion?.promotion_uuid) || null);
  const state = availabilityAt(current, drop.feature_at, drop.feature_until);
  const active = state === availability.available;

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      aria-disabled={!active || undefined}
      data-testid="drop-card"
      data-drop-id={drop.id}
    >
      <div className={styles.media}>
        <Image src={drop.thumbnail} alt={drop.title} priority={priority} />
        {drop.sold_out && (
          <div className={styles.overlay}>
            <AvailabilityLabel availability={state} soldOut />
          </div>
        )}
        {state === availability.coming && (
          <p className={styles.dropsAt} data-testid="drops-at">
            Drops at <time dateTime={drop.feature_at}>{formatDate(drop.feature_at)}</time>
          </p>
        )}
      </div>
      <div className={styles.body}>
        <TimedLabel start={drop.feature_at} end={drop.feature_until} now={current} />
        <h3 id={titleId} className={styles.title}>
          {active ? (
            <Link to={paths.dropDetail({ dropId: drop.id })} className={styles.stretchedLink}>
              {drop.title}
            </Link>
          ) : (
            drop.title
          )}
        </h3>
        <p className={styles.artist}>{drop.artist.name}</p>
        <DropPrice drop={drop} className={styles.price} />
        {drop.show_signup && !loggedIn && (
          <Button className={styles.action} size="sm" onClick={interest.signUpAndRegister}>
            Sign Up &amp; Register interest
          </Button>
        )}
        {drop.show_signup && interest.registered && (
          <p className={styles.registered} data-testid="interest-registered">
            Interest registered
          </p>
        )}
      </div>
    </article>
  );
}
