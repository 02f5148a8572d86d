import type { KeyedMutator } from 'swr';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { messages } from '../../../../../shared/domain/messages';
import { visibilityLock } from '../../../../../shared/rules/item-visibility';
import { useVisibilityToggle } from '../hooks/use-visibility-toggle';
import * as styles from './owned-item-page.css';

/** Why the toggle is locked, in the owner's words: the resale denial, or the listing. */
function lockText(item: OwnedItem): string | null {
  const lock = visibilityLock({ resellAllowed: item.resell_allowed === true, listed: item.sold_at !== null });
  if (lock === 'resell_not_allowed')
    return item.resell_denied_reason?.description ?? messages.resellNotAllowed;
  if (lock === 'listed') return messages.visibilityListed;
  return null;
}

/** The owner's public / private switch; locked (with the reason) while resale is not allowed or the item is listed. */
export function VisibilityToggle({ item, mutate }: { item: OwnedItem; mutate: KeyedMutator<OwnedItem> }) {
  const { change, pending } = useVisibilityToggle(item, mutate);
  const locked = lockText(item);
  const isPublic = item.visibility === 'public';
  return (
    <div data-testid="visibility-toggle">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={isPublic}
          className={styles.switchInput}
          checked={isPublic}
          disabled={locked !== null || pending}
          aria-busy={pending}
          onChange={() => void change(isPublic ? 'private' : 'public')}
        />
        {isPublic ? 'Public' : 'Private'}
      </label>
      {locked && <p className={styles.hint}>{locked}</p>}
    </div>
  );
}
