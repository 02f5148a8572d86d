import { useState } from 'react';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { cancelExport } from '../api/cancel-export';
import * as styles from './export.css';

export interface CancelExportModalProps {
  item: OwnedItem;
  onClose: () => void;
  /** The export was cancelled, or its state moved on: read the item again. */
  onChanged: () => void;
}

/**
 * The cancel export modal (part 1 §2): the NFT stays in the collection. 'Export successfully canceled' on success;
 * a failure (the transfer began meanwhile) is only logged (part 2 §8) and the item read again.
 */
export function CancelExportModal({ item, onClose, onChanged }: CancelExportModalProps) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  async function confirm() {
    setBusy(true);
    try {
      await cancelExport(item.id);
      toast('success', messages.exportCanceled);
    } catch (error) {
      console.warn('cancel export failed', error);
    } finally {
      setBusy(false);
      onChanged();
      onClose();
    }
  }

  return (
    <Modal title="Cancel Export" onClose={onClose}>
      <p>
        Cancel the export of {item.nft.title} #{item.sequence}? It stays in your collection.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep Export
        </Button>
        <Button onClick={confirm} disabled={busy} data-testid="confirm-cancel-export">
          Cancel Export
        </Button>
      </div>
    </Modal>
  );
}
