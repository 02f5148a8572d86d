import { Link, Redirect, useLocation } from 'wouter';
import type { Balances } from '../../../../../shared/api/schemas/billing';
import { FIAT_PAYOUT_BUSINESS_DAYS } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { Loader } from '../../../components/loader/loader';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { usdToCents } from '../../../utils/money';
import { useFundingSource } from '../api/get-funding-source';
import { usePaymentCustomer } from '../api/get-payment-customer';
import { AvailableSummary } from './available-summary';
import { FiatWithdrawalForm } from './fiat-withdrawal-form';
import { PartnerConsentModal } from './partner-consent-modal';
import { useWithdrawalQueued } from './use-withdrawal-queued';
import * as styles from './withdraw.css';
import { WithdrawalProcessing } from './withdrawal-processing';

function SuspendedAccount() {
  return (
    <div className={styles.panel} role="alert" data-testid="withdraw-suspended">
      <p className={styles.optionTitle}>{messages.withdrawalAccountSuspended}</p>
      <p className={styles.muted}>
        {messages.withdrawalSupportContact} <Link to={paths.contact()}>Contact support</Link>
      </p>
    </div>
  );
}

/**
 * /withdraw/fiat (spec part 2 §6 'Fiat withdrawer'): the partner's consents first, then the partner's customer
 * and bank account (404 is 'none yet'; any other failure goes back to /withdraw, part 2 §8), then the form and
 * the processing confirmation. A suspended customer is told to contact support.
 */
export function FiatWithdrawal({ balances }: { balances: Balances }) {
  const me = useMe();
  const consented = !!me.data?.accepted_dwolla_privacy_policy && !!me.data.accepted_dwolla_terms_of_service;
  const customer = usePaymentCustomer(consented);
  const fundingSource = useFundingSource(consented);
  const [, navigate] = useLocation();
  const { queued, onQueued } = useWithdrawalQueued();

  if (customer.error || fundingSource.error) return <Redirect to={paths.withdraw()} replace />;
  if (queued) return <WithdrawalProcessing withdrawal={queued} days={FIAT_PAYOUT_BUSINESS_DAYS} />;
  if (!me.data) return <Loader label="Loading" />;
  if (!consented)
    return (
      <PartnerConsentModal
        onAccepted={() => me.mutate()}
        onClose={() => navigate(paths.withdraw(), { replace: true })}
      />
    );
  if (customer.data === undefined || fundingSource.data === undefined)
    return <Loader label="Loading your withdrawal account" />;
  if (customer.data?.status === 'suspended') return <SuspendedAccount />;
  return (
    <>
      <AvailableSummary balances={balances} />
      <div className={styles.panel}>
        <FiatWithdrawalForm
          availableCents={usdToCents(balances.total_available_withdrawal)}
          customer={customer.data}
          fundingSource={fundingSource.data}
          onQueued={onQueued}
        />
      </div>
    </>
  );
}
