import { useState } from 'react';
import type { Wallet } from '../../../../../shared/api/schemas/account';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { Modal } from '../../../components/modal/modal';
import { errorText } from '../../../lib/api-client';
import { deleteWallet } from '../api/delete-wallet';
import { networkLabels, shortAddress } from '../utils/browser-wallet';
import * as styles from './wallets.css';

export interface UnlinkWalletModalProps {
  wallet: Wallet;
  onClose: () => void;
  /** The wallet is gone: read /me again. */
  onUnlinked: () => Promise<unknown>;
}

/** Asks before unlinking; a failure stays in the dialog with the server's words. */
export function UnlinkWalletModal({ wallet, onClose, onUnlinked }: UnlinkWalletModalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteWallet(wallet.uuid);
      await onUnlinked();
      onClose();
    } catch (error) {
      console.warn('wallet unlink failed', error);
      setFailure(errorText(error));
      setBusy(false);
    }
  }

  return (
    <Modal title="Unlink wallet" onClose={onClose}>
      <div className={styles.stack}>
        <p>
          Unlink the {networkLabels[wallet.network]} wallet{' '}
          <span className={styles.address}>{shortAddress(wallet.address)}</span>? It will no longer be offered
          as an export address.
        </p>
        {failure && (
          <p className={formStyles.error} role="alert">
            {failure}
          </p>
        )}
        <div className={formStyles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={busy}>
            {busy ? 'Unlinking…' : 'Unlink'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
