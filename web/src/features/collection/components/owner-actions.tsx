import type { ReactNode } from 'react';
import type { KeyedMutator } from 'swr';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { showsVisibilityToggle } from '../../../../../shared/rules/item-visibility';
import { useFlags } from '../../../lib/feature-flags';
import * as styles from './owned-item-page.css';
import { VisibilityToggle } from './visibility-toggle';

/**
 * What the owner can do with the item (part 2 §6). Only the visibility toggle works so far; listing for resale
 * (Post for sale, Update Price, Cancel sale), offers, gift, export and the vault join this list as they land.
 */
export function OwnerActions({ item, mutate }: { item: OwnedItem; mutate: KeyedMutator<OwnedItem> }) {
  const { flags } = useFlags();
  const actions: { key: string; node: ReactNode }[] = [];
  const exportStatus = item.export_status ?? 'not_initiated';
  if (showsVisibilityToggle({ offersEnabled: flags.offersEnabled, exportStatus }))
    actions.push({ key: 'visibility', node: <VisibilityToggle item={item} mutate={mutate} /> });
  if (actions.length === 0) return null;
  return (
    <ul className={styles.actions} aria-label="Owner actions" data-testid="owner-actions">
      {actions.map(({ key, node }) => (
        <li key={key}>{node}</li>
      ))}
    </ul>
  );
}
