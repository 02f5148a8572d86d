import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { LinkButton } from '../../../components/button/link-button';
import { Page } from '../../../components/page/page';
import { paths } from '../../../config/paths';
import { earningsKey } from '../api/get-earnings';
import { CreatorArea } from '../components/creator-area';
import { CreatorWithdrawForm } from '../components/creator-withdraw-form';
import { EarningsSummary } from '../components/earnings-summary';
import * as styles from '../components/storefront.css';
import { usd } from '../utils/usd';

/** /storefront-payments/withdraw: storefront earnings to the creator's bank account or crypto recipient. */
export function StorefrontWithdrawRoute() {
  const { mutate } = useSWRConfig();
  const [queued, setQueued] = useState<Withdrawal | null>(null);
  return (
    <Page title="Withdraw Earnings" testId="storefront-withdraw-page">
      <CreatorArea>
        {(profile) =>
          queued ? (
            <div className={styles.panel} role="status" data-testid="creator-withdrawal-queued">
              <p>Your withdrawal of {usd(queued.amount)} is queued for the next payout batch.</p>
              <div className={styles.actions}>
                <LinkButton to={paths.storefrontPayments()}>Back to payments</LinkButton>
              </div>
            </div>
          ) : (
            <div className={styles.column}>
              <EarningsSummary />
              <CreatorWithdrawForm
                payoutType={profile.payout_type}
                onQueued={(withdrawal) => {
                  void mutate(earningsKey());
                  setQueued(withdrawal);
                }}
              />
            </div>
          )
        }
      </CreatorArea>
    </Page>
  );
}
