import { Button } from '../../../components/button/button';
import * as styles from './withdraw.css';

/** The invite is on its way: the next step happens in the user's e-mail. */
export function CryptoInviteSuccess({ onDone }: { onDone: () => void }) {
  return (
    <div className={styles.panel} data-testid="crypto-invite-success">
      <h2 className={styles.optionTitle}>Invitation sent</h2>
      <p>Check your e-mail: BitPay has sent you an invitation to set up your payout account.</p>
      <div className={styles.actions}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
