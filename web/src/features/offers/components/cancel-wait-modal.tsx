import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Countdown } from '../../../components/countdown/countdown';
import { Modal } from '../../../components/modal/modal';
import { useNow } from '../../../hooks/use-now';
import * as styles from './offers.css';

export interface CancelWaitModalProps {
  /** When the maker may cancel (6 hours after making the offer). */
  cancellableAt: Date;
  onClose: () => void;
  /** Pins the clock (tests); otherwise the countdown ticks each second. */
  now?: Date;
}

/**
 * 'Unable to cancel offer' (spec part 1 §5, part 2 §8): an offer cannot be cancelled within 6 hours of making it;
 * a live countdown says how long is left.
 */
export function CancelWaitModal({ cancellableAt, onClose, now }: CancelWaitModalProps) {
  const current = useNow(now);
  const [before, after] = messages.offerCancelWait.split('{countdown}');
  const waiting = cancellableAt.getTime() > current.getTime();
  return (
    <Modal title={messages.unableToCancelOffer} onClose={onClose}>
      <div className={styles.column} data-testid="cancel-wait">
        {waiting ? (
          <p>
            {before}
            <strong>
              <Countdown until={cancellableAt} now={current} />
            </strong>
            {after}
          </p>
        ) : (
          <p>You can cancel this offer now.</p>
        )}
        <div className={styles.actions}>
          <Button onClick={onClose}>OK</Button>
        </div>
      </div>
    </Modal>
  );
}
