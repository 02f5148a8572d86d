import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useAuthModal, useIsLoggedIn, useSessionRestoring } from '../../../lib/auth';
import { useNft } from '../../../lib/nfts/get-nft';
import { useOfferItem } from '../api/get-offer-item';
import { MakeOffer } from '../components/make-offer';
import { OfferItemHeading } from '../components/offer-item-heading';
import * as styles from '../components/offers.css';
import { offerBackTarget } from '../utils/back-target';

export interface MakeOfferRouteProps {
  nftId: string;
  nftItemId: string;
}

/**
 * /nft/{nftId}/{nftItemId}/make-offer. A visitor is asked to log in (part 2 §6) and comes back here; the item's
 * owner cannot offer on it; an unknown edition goes to 'Page Not Found'.
 */
export function MakeOfferRoute({ nftId, nftItemId }: MakeOfferRouteProps) {
  const item = useOfferItem(nftId, nftItemId);
  const nft = useNft(nftId);
  const loggedIn = useIsLoggedIn();
  const restoring = useSessionRestoring();
  const { openLogin } = useAuthModal();
  const [, navigate] = useLocation();
  const here = paths.nftItemMakeOffer({ nftId, nftItemId });
  const missing = isApiError(item.error, 404);
  const askedToLogIn = useRef(false);

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  useEffect(() => {
    if (restoring || loggedIn || askedToLogIn.current) return;
    askedToLogIn.current = true;
    openLogin({ redirectUrl: here });
  }, [restoring, loggedIn, openLogin, here]);

  if (missing) return null;
  if (item.error) return <ErrorState message={errorText(item.error)} onRetry={() => void item.mutate()} />;
  if (!item.data || restoring) return <Loader label="Loading NFT" />;
  const backTo = offerBackTarget(nftId, nftItemId, nft.data, item.data);

  if (!loggedIn || item.data.is_owner) {
    return (
      <Page title="Make an Offer" testId="make-offer">
        <div className={styles.column}>
          <OfferItemHeading
            title={item.data.nft.title}
            thumbnail={item.data.nft.thumbnail}
            sequence={item.data.sequence}
          />
          {loggedIn ? (
            <p role="alert" data-testid="own-item">
              {messages.ownItemOffer}
            </p>
          ) : (
            <p className={styles.muted}>Log in to make an offer on this NFT.</p>
          )}
          <div className={styles.actions}>
            <LinkButton variant="secondary" to={backTo}>
              Go back
            </LinkButton>
            {!loggedIn && <Button onClick={() => openLogin({ redirectUrl: here })}>Log in</Button>}
          </div>
        </div>
      </Page>
    );
  }
  return <MakeOffer nftId={nftId} item={item.data} backTo={backTo} />;
}
