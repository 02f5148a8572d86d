import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { GiftStatus } from '../../../../../shared/api/schemas/gifts';
import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { paths } from '../../../config/paths';
import * as styles from '../components/gift.css';
import { emailOf, type GiftNavigationState } from './gift-state';

export interface GiftSuccessRouteProps {
  nftId: string;
  nftItemId: string;
}

/**
 * /nft/{nftId}/{nftItemId}/gift-nft/success: shown only after a successful gift call (the address in the navigation
 * state, otherwise back to /gift-nft); the destination e-mail, and Done to My Collection.
 */
export function GiftSuccessRoute({ nftId, nftItemId }: GiftSuccessRouteProps) {
  const state = useHistoryState<(GiftNavigationState & { status?: GiftStatus }) | null>();
  const email = emailOf(state);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!email) navigate(paths.nftItemGift({ nftId, nftItemId }), { replace: true });
  }, [email, navigate, nftId, nftItemId]);
  if (!email) return null;
  return (
    <Page title="Gift Sent" testId="gift-success">
      <div className={styles.column}>
        <p>Your NFT was sent to</p>
        <p className={styles.email} data-testid="gift-destination">
          {email}
        </p>
        {state?.status === 'pending' && (
          <p className={styles.muted} data-testid="gift-pending-note">
            It is waiting for them: they receive it once they sign up with this address and verify it. If it
            is still unclaimed after 30 days, you can take it back from the NFT's page.
          </p>
        )}
        <div className={styles.actions}>
          <LinkButton to={paths.myCollection()}>Done</LinkButton>
        </div>
      </div>
    </Page>
  );
}
