import { useState } from 'react';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { type Blockchain, blockchainLabels } from '../../../../../shared/domain/enums';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { paths } from '../../../config/paths';
import { CancelExportModal } from './cancel-export-modal';
import * as styles from './export.css';

/**
 * The owned-item page's export door (part 1 §4): Export leads to the form; while in progress the status, with
 * Cancel Export when still cancellable; once exported, the wallet label (where it went).
 */
export function ExportDoor({ item, onChanged }: { item: OwnedItem; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const status = item.export_status ?? 'not_initiated';
  if (status === 'completed') {
    const to = item.exported_to;
    return (
      <div className={styles.status} data-testid="wallet-label">
        <strong>In Wallet</strong>
        {to && (
          <>
            <span className={styles.muted}>{blockchainLabels[to.blockchain as Blockchain]}</span>
            <span className={styles.address}>{to.wallet_address}</span>
          </>
        )}
      </div>
    );
  }
  if (status === 'not_initiated' || status === 'failed')
    return (
      <LinkButton variant="secondary" to={paths.nftItemExport({ nftId: item.nft.id, nftItemId: item.id })}>
        Export
      </LinkButton>
    );
  return (
    <div className={styles.status} data-testid="export-in-progress">
      <strong>Export in progress</strong>
      {item.export_cancellable && (
        <Button variant="secondary" onClick={() => setCancelling(true)}>
          Cancel Export
        </Button>
      )}
      {cancelling && (
        <CancelExportModal item={item} onClose={() => setCancelling(false)} onChanged={onChanged} />
      )}
    </div>
  );
}
