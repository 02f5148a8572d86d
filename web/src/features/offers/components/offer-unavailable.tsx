import { messages } from '../../../../../shared/domain/messages';
import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import * as styles from './offers.css';

/** Part 2 §8: a 403 on an offer ('Offer no longer available.'), with a way out. */
export function OfferUnavailable({ title, backTo }: { title: string; backTo: string }) {
  return (
    <Page title={title} testId="offer-unavailable">
      <div className={styles.column}>
        <ErrorState message={messages.offerNoLongerAvailable} />
        <div className={styles.actions}>
          <LinkButton variant="secondary" to={backTo}>
            Go back
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
