import type { Offer } from '../../../../../shared/api/schemas/offers';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { Modal } from '../../../components/modal/modal';
import { formatPrice } from '../../../utils/money';
import * as styles from './offers.css';

export interface DeclineOfferModalProps {
  offer: Offer;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before declining: the maker's hold is released and the offer cannot be accepted later. */
export function DeclineOfferModal({ offer, busy, error, onConfirm, onClose }: DeclineOfferModalProps) {
  return (
    <Modal title="Decline offer" onClose={onClose}>
      <div className={styles.column} data-testid="decline-offer">
        <p>
          Decline the offer of {formatPrice(offer.amount)} from {offer.created_by.username}? It cannot be
          accepted afterwards.
        </p>
        <FormError message={error} />
        <div className={styles.actions}>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? 'Declining…' : 'Decline Offer'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Go back
          </Button>
        </div>
      </div>
    </Modal>
  );
}
