import { useState } from 'react';
import type { Balances } from '../../../../../shared/api/schemas/billing';
import { CRYPTO_PAYOUT_BUSINESS_DAYS } from '../../../../../shared/domain/constants';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { usdToCents } from '../../../utils/money';
import { usePayoutRecipient } from '../api/get-payout-recipient';
import { AvailableSummary } from './available-summary';
import { CryptoAmountForm } from './crypto-amount-form';
import { CryptoConfirm } from './crypto-confirm';
import { CryptoIntro } from './crypto-intro';
import { CryptoInviteSuccess } from './crypto-invite-success';
import { CryptoRecipientStatus } from './crypto-recipient-status';
import { useWithdrawalQueued } from './use-withdrawal-queued';
import { WithdrawalProcessing } from './withdrawal-processing';

type Step = 'intro' | 'inviteSuccess' | 'status' | 'form' | 'confirm';

/** Where the recipient's status opens the wizard (spec part 1 §4). */
const stepOfStatus = (status: string): Step =>
  status === 'unauthorized' ? 'intro' : status === 'active' ? 'form' : 'status';

/**
 * /withdraw/crypto, the crypto payout wizard (spec part 1 §4): unauthorized -> intro -> (invite) inviteSuccess ->
 * Done -> status; active -> form -> confirm (Back to the form) -> success; any other status shows raw.
 */
export function CryptoPayoutWizard({ balances }: { balances: Balances }) {
  const recipient = usePayoutRecipient();
  // null follows the recipient's status; a step the user moved to stays until they move on.
  const [step, setStep] = useState<Step | null>(null);
  const [amount, setAmount] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const { queued, onQueued } = useWithdrawalQueued();

  if (queued) return <WithdrawalProcessing withdrawal={queued} days={CRYPTO_PAYOUT_BUSINESS_DAYS} />;
  if (!recipient.data)
    return recipient.error ? (
      <ErrorState onRetry={() => void recipient.mutate()} />
    ) : (
      <Loader label="Loading your payout account" />
    );

  const refresh = async () => {
    setRefreshing(true);
    await recipient.mutate().catch(() => undefined);
    setRefreshing(false);
    setStep(null);
  };

  switch (step ?? stepOfStatus(recipient.data.status)) {
    case 'intro':
      return (
        <CryptoIntro
          onInvited={(answer) => {
            void recipient.mutate(answer, { revalidate: false });
            setStep('inviteSuccess');
          }}
        />
      );
    case 'inviteSuccess':
      return <CryptoInviteSuccess onDone={() => setStep('status')} />;
    case 'status':
      return (
        <CryptoRecipientStatus
          status={recipient.data.status}
          refreshing={refreshing}
          onRefresh={() => void refresh()}
        />
      );
    case 'form':
      return (
        <>
          <AvailableSummary balances={balances} />
          <CryptoAmountForm
            availableCents={usdToCents(balances.total_available_withdrawal)}
            initialAmount={amount}
            onContinue={(typed) => {
              setAmount(typed);
              setStep('confirm');
            }}
          />
        </>
      );
    case 'confirm':
      return <CryptoConfirm amount={amount} onBack={() => setStep('form')} onQueued={onQueued} />;
  }
}
