import { useState } from 'react';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { Button } from '../../../components/button/button';
import { VaultModal } from './vault-modal';

/** The owned-item page's vault door (part 2 §6 'unlock its vault'): Open Vault, or View Vault once opened. */
export function VaultDoor({ item, onOpened }: { item: OwnedItem; onOpened: () => Promise<unknown> }) {
  const [showing, setShowing] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setShowing(true)} data-testid="vault-door">
        {item.is_vault_opened ? 'View Vault' : 'Open Vault'}
      </Button>
      {showing && <VaultModal item={item} onClose={() => setShowing(false)} onOpened={onOpened} />}
    </>
  );
}
