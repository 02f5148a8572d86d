import { useState } from 'react';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { formatDate } from '../../../../../shared/format/date';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { FormError } from '../../../components/form/form-error';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useItemGift } from '../api/get-item-gift';
import { reclaimGift } from '../api/reclaim-gift';
import * as styles from './gift.css';

/**
 * The owned-item page's gift door: Gift leads to /gift-nft while can_gift; while a gift of the item is open, who it
 * waits for, with Reclaim once it has been unclaimed for 30 days.
 */
export function GiftDoor({ item, onChanged }: { item: OwnedItem; onChanged: () => void }) {
  const gift = useItemGift(item.id, item.can_gift === false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (item.can_gift)
    return (
      <LinkButton variant="secondary" to={paths.nftItemGift({ nftId: item.nft.id, nftItemId: item.id })}>
        Gift
      </LinkButton>
    );
  const open = gift.data?.gift;
  if (!open) return null;
  const reclaimableAt = open.reclaimable_at ? new Date(open.reclaimable_at) : null;
  const reclaim = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await reclaimGift(item.id);
      await gift.mutate();
      onChanged();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.status} data-testid="gift-pending">
      <strong>{open.status === 'paying' ? 'Gift payment in progress' : 'Gift pending'}</strong>
      <span className={styles.email}>{open.receiving_user_email}</span>
      {reclaimableAt &&
        (reclaimableAt <= new Date() ? (
          <Button variant="secondary" disabled={busy} onClick={() => void reclaim()}>
            Reclaim Gift
          </Button>
        ) : (
          <span className={styles.muted}>
            Unclaimed gifts can be reclaimed from {formatDate(reclaimableAt)}
          </span>
        ))}
      <FormError message={failure} />
    </div>
  );
}
