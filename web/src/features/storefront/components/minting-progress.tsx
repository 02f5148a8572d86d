import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useMyNft } from '../api/get-my-nft';
import * as styles from './storefront.css';

/** How often the mint's status is read again while the workflow runs. */
const POLL_MS = 2000;

/** 'Minting' until the workflow ends: minted (then list it), or failed with the fee refunded. */
export function MintingProgress({ uuid }: { uuid: string }) {
  const { data: nft, error, mutate } = useMyNft(uuid, POLL_MS);
  if (error && !nft) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!nft || nft.status === 'minting' || nft.status === 'draft')
    return (
      <div className={styles.panel} data-testid="minting-progress">
        <Loader label="Minting" />
        <p className={styles.muted}>Your NFT is being minted. This page updates when it is done.</p>
      </div>
    );
  if (nft.status === 'mint_failed')
    return (
      <div className={styles.panel} role="alert" data-testid="minting-failed">
        <h2 className={styles.sectionTitle}>Minting failed</h2>
        {nft.mint_failure && <p>{nft.mint_failure}</p>}
        <p className={styles.muted}>The minting fee was refunded to your payment method.</p>
        <div className={styles.actions}>
          <LinkButton to={paths.storefront()}>Back to storefront</LinkButton>
        </div>
      </div>
    );
  return (
    <div className={styles.panel} data-testid="minting-done">
      <h2 className={styles.sectionTitle}>Minted</h2>
      <p>
        {nft.title} is minted: {nft.editions} {nft.editions === 1 ? 'edition' : 'editions'} ready to sell.
      </p>
      <div className={styles.actions}>
        <LinkButton to={paths.storefrontListForSale({ uuid })}>List for sale</LinkButton>
        <LinkButton variant="secondary" to={paths.storefrontNftDetails({ uuid })}>
          View details
        </LinkButton>
      </div>
    </div>
  );
}
