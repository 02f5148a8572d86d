import { useEffect, useState } from 'react';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { openVault } from '../api/open-vault';
import * as styles from './vault.css';
import { VaultPiece } from './vault-piece';

export interface VaultModalProps {
  item: OwnedItem;
  onClose: () => void;
  /** The vault opened: read the item again (its content and descriptions). */
  onOpened: () => Promise<unknown>;
}

/**
 * The vault modal (part 1 §2): an unopened vault says what it holds and offers Open Vault; after the call the
 * opening takes 5 seconds (part 1 §4), then the content shows in its frames.
 */
export function VaultModal({ item, onClose, onOpened }: VaultModalProps) {
  const [opensAt, setOpensAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (opensAt === null) return;
    const timer = setTimeout(
      () => void onOpened().finally(() => setOpensAt(null)),
      Math.max(0, opensAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [opensAt, onOpened]);

  async function open() {
    setFailed(false);
    try {
      const answer = await openVault(item.nft.id, item.id);
      setOpensAt(Date.now() + answer.wait_ms);
    } catch {
      setFailed(true);
    }
  }

  const count = item.vault.length;
  return (
    <Modal title="Vault" onClose={onClose}>
      {opensAt !== null ? (
        <div className={styles.opening} data-testid="vault-opening">
          <Loader label="Opening your vault" />
          <p>Opening your vault…</p>
        </div>
      ) : (
        <>
          {!item.is_vault_opened && (
            <div className={styles.opening}>
              <p>
                This NFT's vault holds {count} {count === 1 ? 'piece' : 'pieces'} of content, for you only.
              </p>
              {failed && <p className={styles.muted}>The vault could not be opened. Try again.</p>}
              <Button onClick={open} data-testid="open-vault">
                Open Vault
              </Button>
            </div>
          )}
          <ul className={styles.list} aria-label="Vault content">
            {item.vault.map((vaultItem) => (
              <VaultPiece key={vaultItem.id} item={item} vaultItem={vaultItem} />
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
