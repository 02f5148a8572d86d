import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { EXPORT_PROCESSING_BUSINESS_DAYS } from '../../../../../shared/domain/constants';
import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { paths } from '../../../config/paths';
import * as styles from '../components/export.css';

export interface ExportSuccessRouteProps {
  nftId: string;
  nftItemId: string;
}

/** The navigation state /export hands over. */
export interface ExportSuccessState {
  address?: string;
}

/**
 * /nft/{nftId}/{nftItemId}/export-success: reachable only with the address in the navigation state (otherwise
 * back to /export, part 1 §2); DONE leads to the NFT's details.
 */
export function ExportSuccessRoute({ nftId, nftItemId }: ExportSuccessRouteProps) {
  const state = useHistoryState<ExportSuccessState | null>();
  const address = typeof state?.address === 'string' ? state.address : null;
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!address) navigate(paths.nftItemExport({ nftId, nftItemId }), { replace: true });
  }, [address, navigate, nftId, nftItemId]);

  if (!address) return null;
  const { min, max } = EXPORT_PROCESSING_BUSINESS_DAYS;
  return (
    <Page title="Export Requested" testId="export-success">
      <div className={styles.column}>
        <p>Your NFT will be sent to</p>
        <p className={styles.address} data-testid="export-address">
          {address}
        </p>
        <p className={styles.muted}>
          Exports are processed in {min}-{max} business days. We will notify you once it is in your wallet;
          until the transfer starts you can cancel it from the NFT's page.
        </p>
        <div className={styles.actions}>
          <LinkButton to={paths.nftItem({ nftId, nftItemId })}>DONE</LinkButton>
        </div>
      </div>
    </Page>
  );
}
