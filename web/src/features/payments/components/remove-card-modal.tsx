import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Card } from '../../../../../shared/api/schemas/payments';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { cardLabel } from '../../../lib/payments/card-label';
import { paymentMethodsKey } from '../../../lib/payments/get-payment-methods';
import { removePaymentMethod } from '../api/remove-payment-method';
import * as styles from './payments.css';

/**
 * Asks before removing a saved card; the list comes back from the call (with the default moved to another card).
 * A refusal is toasted by the API client and the dialog stays open.
 */
export function RemoveCardModal({ card, onClose }: { card: Card; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const remove = async () => {
    setBusy(true);
    try {
      await mutate(paymentMethodsKey(), await removePaymentMethod(card.id), { revalidate: false });
      toast('success', messages.changesApplied);
      onClose();
    } catch (error) {
      console.warn('remove card failed', error);
      setBusy(false);
    }
  };
  return (
    <Modal title="Remove card" onClose={onClose}>
      <div className={styles.cardInfo} data-testid="remove-card">
        <p>
          Remove {cardLabel(card)} from your payment methods?
          {card.default && ' Another saved card becomes your default.'}
        </p>
        <div className={styles.actions}>
          <Button disabled={busy} onClick={() => void remove()}>
            Remove
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Modal>
  );
}
