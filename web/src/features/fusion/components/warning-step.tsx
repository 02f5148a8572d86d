import { FUSION_NFT_COUNT } from '../../../../../shared/domain/constants';
import { Button } from '../../../components/button/button';
import * as styles from './fusion.css';

/** The warning step: fusion is final (part 1 §1), acknowledged before the address and payment. */
export function WarningStep({ onAcknowledge }: { onAcknowledge: () => void }) {
  return (
    <div className={styles.column} data-testid="fusion-warning">
      <h2>Before Proceeding With Fusion</h2>
      <p>
        Your {FUSION_NFT_COUNT} NFTs leave your collection as soon as you pay, and you receive one new fused
        NFT. Fusion may take up to 2 weeks, is irreversible and cannot be cancelled.
      </p>
      <div className={styles.actions}>
        <Button onClick={onAcknowledge}>Acknowledge</Button>
      </div>
    </div>
  );
}
