import { Button } from '../../../components/button/button';
import { useIsLoggedIn } from '../../../lib/auth';
import { useRegisterInterest } from '../hooks/use-register-interest';
import * as styles from './drop-detail.css';

/**
 * A coming drop's 'Sign Up & Register interest' (visitors: sign up, then registered) or 'Register interest'
 * (signed-in users), and the registered state.
 */
export function RegisterInterest({ promotionUuid }: { promotionUuid: string }) {
  const loggedIn = useIsLoggedIn();
  const interest = useRegisterInterest(promotionUuid);

  if (interest.registered) {
    return (
      <p className={styles.registered} data-testid="interest-registered">
        Interest registered: we will let you know when this drop goes live.
      </p>
    );
  }
  return loggedIn ? (
    <Button onClick={() => void interest.register()} disabled={interest.busy || interest.checking}>
      Register interest
    </Button>
  ) : (
    <Button onClick={interest.signUpAndRegister}>Sign Up &amp; Register interest</Button>
  );
}
