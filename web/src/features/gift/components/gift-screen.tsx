import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { messages } from '../../../../../shared/domain/messages';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useGiftItem } from '../api/get-gift-item';
import * as styles from './gift.css';

export interface GiftScreenProps {
  nftId: string;
  nftItemId: string;
  title: string;
  testId: string;
  /** The screen, for the owner of an item that may be gifted (can_gift). */
  children: (item: OwnedItem) => ReactNode;
}

/**
 * The frame of /gift-nft and /gift-nft/payment: the item's loading and error states, and 'This NFT is not available
 * for gift' (part 2 §6) with the way back to its details when the caller may not gift it.
 */
export function GiftScreen({ nftId, nftItemId, title, testId, children }: GiftScreenProps) {
  const item = useGiftItem(nftId, nftItemId);
  const [, navigate] = useLocation();
  const missing = isApiError(item.error, 404);

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (item.error) return <ErrorState message={errorText(item.error)} onRetry={() => void item.mutate()} />;
  if (!item.data) return <Loader label="Loading NFT" />;
  return (
    <Page title={title} testId={testId}>
      {item.data.is_owner && item.data.can_gift ? (
        children(item.data)
      ) : (
        <div className={styles.column} data-testid="gift-not-available">
          <p role="alert">{messages.giftNotAvailable}</p>
          <div className={styles.actions}>
            <LinkButton variant="secondary" to={paths.nftItem({ nftId, nftItemId })}>
              Go back
            </LinkButton>
          </div>
        </div>
      )}
    </Page>
  );
}
