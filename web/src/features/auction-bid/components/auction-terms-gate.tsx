import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/button/button';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { TermsAcceptance, useTermsAcceptance } from '../../../components/terms-acceptance/terms-acceptance';

export interface AuctionTermsGateProps {
  /** The auction's terms_key; null when it has no terms. */
  termsKey: string | null;
  children: ReactNode;
}

/**
 * The auction's terms before the bid page (spec part 1 §4): accepted once per terms key, remembered in local
 * storage under `${terms_key}_accepted`; terms accepted before, or no terms, go straight on.
 */
export function AuctionTermsGate({ termsKey, children }: AuctionTermsGateProps) {
  const { accepted, setAccepted } = useTermsAcceptance(termsKey);
  const [passed, setPassed] = useState(accepted);
  if (passed || termsKey === null) return children;
  return (
    <div className={styles.column} data-testid="auction-terms">
      <h2>Auction terms</h2>
      <p>Please read and accept the auction terms before bidding.</p>
      <TermsAcceptance termsKey={termsKey} accepted={accepted} onChange={setAccepted} />
      <div className={styles.actions}>
        <Button disabled={!accepted} onClick={() => setPassed(true)}>
          Continue
        </Button>
      </div>
    </div>
  );
}
