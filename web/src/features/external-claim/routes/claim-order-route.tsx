import { useEffect } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useAuthModal, useIsLoggedIn, useSessionRestoring } from '../../../lib/auth';
import { useClaim } from '../api/get-claim';
import { ClaimOrder } from '../components/claim-order';
import * as styles from '../components/claim-order.css';

/** The marketing source of a sign-up the claim page opened: the external auction site's buyers. */
export const EXTERNAL_AUCTION_SOURCE = 'external-auction';

const TITLE = 'Claim Your NFTs';

/** A visitor: sign-up opens at once (login from there for those who have an account). */
function SignUpFirst({ token }: { token: string }) {
  const { openSignUp, openLogin } = useAuthModal();
  useEffect(() => openSignUp({ source: EXTERNAL_AUCTION_SOURCE }), [openSignUp]);
  return (
    <div className={styles.column}>
      <p className={styles.muted}>
        Sign up or log in with the e-mail address of your order to claim your NFTs.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => openSignUp({ source: EXTERNAL_AUCTION_SOURCE })}>Sign Up</Button>
        <Button variant="secondary" onClick={() => openLogin({ redirectUrl: paths.claimOrder({ token }) })}>
          Log in
        </Button>
      </div>
    </div>
  );
}

function BuyerClaim({ token }: { token: string }) {
  const claim = useClaim(token, false);
  if (isApiError(claim.error, 404))
    return <ErrorState message="This order was not found for your account's e-mail address." />;
  if (claim.error) return <ErrorState message={errorText(claim.error)} onRetry={() => void claim.mutate()} />;
  if (!claim.data) return <Loader label="Loading order" />;
  if (claim.data.orderItems.length === 0) return <ErrorState message={messages.contactSupport} />;
  return <ClaimOrder token={token} initial={claim.data} />;
}

/** /order/{token}/claim: the link e-mailed to a buyer on the external auction site; login required. */
export function ClaimOrderRoute({ token }: { token: string }) {
  const loggedIn = useIsLoggedIn();
  const restoring = useSessionRestoring();
  return (
    <Page title={TITLE} testId="claim-order">
      {restoring ? (
        <Loader label="Loading order" />
      ) : loggedIn ? (
        <BuyerClaim token={token} />
      ) : (
        <SignUpFirst token={token} />
      )}
    </Page>
  );
}
