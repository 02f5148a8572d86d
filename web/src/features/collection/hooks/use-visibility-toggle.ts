import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import type { Visibility } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { useToast } from '../../../components/toast/toast-store';
import { updateItemVisibility } from '../api/update-item-visibility';

/**
 * The visibility toggle (part 1 §4): shows the new visibility at once, keeps the server's answer, and on a
 * failure puts the old one back with 'Unable to update visibility, please try again later'.
 */
export function useVisibilityToggle(item: OwnedItem, mutate: KeyedMutator<OwnedItem>) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const change = async (visibility: Visibility) => {
    setPending(true);
    try {
      await mutate(updateItemVisibility(item.id, visibility), {
        optimisticData: (current) => ({ ...(current ?? item), visibility }),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch {
      toast('error', messages.visibilityUpdateFailed);
    } finally {
      setPending(false);
    }
  };
  return { change, pending };
}
