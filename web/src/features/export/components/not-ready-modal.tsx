import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Modal } from '../../../components/modal/modal';
import * as styles from './export.css';

/** 'Item Not Ready For Export' (part 2 §8) with the reason; closing it goes back to the NFT's details. */
export function NotReadyModal({ description, onClose }: { description: string; onClose: () => void }) {
  return (
    <Modal title={messages.itemNotReadyForExport} onClose={onClose}>
      <p data-testid="export-denied">{description}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>Back to details</Button>
      </div>
    </Modal>
  );
}
