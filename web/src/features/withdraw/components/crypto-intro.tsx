import { useState } from 'react';
import type { PayoutRecipient } from '../../../../../shared/api/schemas/withdrawals';
import { payoutCoinLabels } from '../../../../../shared/domain/enums';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { errorText } from '../../../lib/api-client';
import { invitePayoutRecipient } from '../api/invite-payout-recipient';
import * as styles from './withdraw.css';

const coinNames = Object.values(payoutCoinLabels).join(', ');

/** The wizard's intro for a user BitPay does not know yet: what a payout is, and the invite that starts it. */
export function CryptoIntro({ onInvited }: { onInvited: (recipient: PayoutRecipient) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invite = async () => {
    setBusy(true);
    setError(null);
    try {
      onInvited(await invitePayoutRecipient());
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return (
    <div className={styles.panel} data-testid="crypto-intro">
      <h2 className={styles.optionTitle}>Withdraw with crypto through BitPay</h2>
      <p>
        Crypto withdrawals are paid out by BitPay. We send you an invitation by e-mail; once you accept it and
        set up your BitPay payout account, you can withdraw your marketplace credit in {coinNames}.
      </p>
      <FormError message={error} />
      <div className={styles.actions}>
        <Button onClick={() => void invite()} disabled={busy}>
          Send invitation
        </Button>
      </div>
    </div>
  );
}
