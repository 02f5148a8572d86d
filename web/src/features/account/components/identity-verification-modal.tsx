import { useReducer, useState } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { buttonClass } from '../../../components/button/button-class';
import { LinkButton } from '../../../components/button/link-button';
import * as formStyles from '../../../components/form/form.css';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { apiGet } from '../../../lib/api-client';
import { meKey } from '../../../lib/get-me';
import { useIdentityVerificationConfig } from '../api/get-identity-verification-config';
import { identityFlowUrl, identityReducer, initialIdentityState } from '../utils/identity-verification';

function SupportOffer({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <div className={formStyles.form} data-testid="identity-support">
      <p>{text}</p>
      <div className={formStyles.actions}>
        <LinkButton to={paths.contact()}>Contact support</LinkButton>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * Identity verification (spec part 1 §4): the provider's flow opens in a new window; 'I have finished' reads
 * /me again. Completed closes with a toast; a failure offers another try, a second failure or an error support.
 */
export function IdentityVerificationModal({ onClose }: { onClose: () => void }) {
  const [state, dispatch] = useReducer(identityReducer, initialIdentityState);
  const [checking, setChecking] = useState(false);
  const { data: config, error: configError } = useIdentityVerificationConfig();
  const { mutate } = useSWRConfig();
  const toast = useToast();

  const checkStatus = async () => {
    setChecking(true);
    try {
      const me = await apiGet('getMe');
      await mutate(meKey, me, { revalidate: false });
      if (me.verification_status === 'completed') {
        toast('success', messages.identityVerified);
        onClose();
      } else {
        dispatch({ type: 'checked', status: me.verification_status });
      }
    } catch (error) {
      console.warn('identity status check failed', error);
      dispatch({ type: 'crashed' });
    } finally {
      setChecking(false);
    }
  };

  const step = configError ? 'error' : state.step;
  return (
    <Modal title="Verify your identity" onClose={onClose}>
      <div data-testid={`identity-${step}`}>
        {step === 'init' &&
          (config ? (
            <div className={formStyles.form}>
              <p>
                Open the verification window, follow the steps there, then come back and tell us you have
                finished.
              </p>
              {config.environment === 'sandbox' && (
                <p className={formStyles.hint}>Sandbox: choose the outcome the provider should report.</p>
              )}
              <div className={formStyles.actions}>
                <a
                  className={buttonClass('secondary')}
                  href={identityFlowUrl(config)}
                  target="_blank"
                  rel="noopener"
                >
                  Start verification
                </a>
                <Button onClick={checkStatus} disabled={checking}>
                  I have finished
                </Button>
              </div>
            </div>
          ) : (
            <Loader />
          ))}
        {step === 'fail' && (
          <div className={formStyles.form}>
            <p>We could not verify your identity. Please check your document and try again.</p>
            <div className={formStyles.actions}>
              <Button onClick={() => dispatch({ type: 'retry' })}>Try again</Button>
            </div>
          </div>
        )}
        {step === 'secondFail' && (
          <SupportOffer
            text="We still could not verify your identity. Our support team can help."
            onClose={onClose}
          />
        )}
        {step === 'error' && <SupportOffer text={messages.tryAgainLater} onClose={onClose} />}
      </div>
    </Modal>
  );
}
