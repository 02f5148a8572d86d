import { LinkButton } from '../../../components/button/link-button';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { Page } from '../../../components/page/page';

export interface BidSuccessProps {
  /** 'Your bid has been placed' or 'Your bid has been updated'. */
  message: string;
  /** The auction page. */
  backTo: string;
}

/** successPlace / successUpdate (spec part 1 §4), with the way back to the auction. */
export function BidSuccess({ message, backTo }: BidSuccessProps) {
  return (
    <Page title={message} testId="bid-success">
      <div className={styles.actions}>
        <LinkButton to={backTo}>Back to the auction</LinkButton>
      </div>
    </Page>
  );
}
