import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { CodeField } from '../../../components/form/code-field';
import * as formStyles from '../../../components/form/form.css';
import { Modal } from '../../../components/modal/modal';
import { validateCode } from '../../../utils/validation';
import { verifyDeviceOtp } from '../api/verify-device-otp';
import * as styles from './settings.css';
import { useSave } from './use-save';

export interface AuthenticatorSetup {
  setupKey: string;
  link: string;
}

/**
 * Authenticator setup: the otpauth link as a QR code, the key as text, then the first code. A wrong code shows
 * the server's 'Wrong code' under the field (spec part 2 §8); other failures are toasted.
 */
export function AuthenticatorSetupModal({
  setup,
  onClose,
}: {
  setup: AuthenticatorSetup;
  onClose: () => void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, fieldErrors, save } = useSave({ otp: 'otp' });

  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(setup.link, { margin: 1, width: 200 })
      .then((url) => !cancelled && setQr(url))
      .catch((failure: unknown) => console.error('QR code failed', failure));
    return () => {
      cancelled = true;
    };
  }, [setup.link]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const codeError = validateCode(otp);
    setError(codeError);
    if (codeError) return;
    if (await save(() => verifyDeviceOtp(otp), messages.changesApplied)) onClose();
  };

  return (
    <Modal title="Set up authenticator app" onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <p>Scan the QR code with your authenticator app, or enter the key by hand.</p>
        {qr && <img src={qr} alt="Authenticator QR code" className={styles.qr} data-testid="setup-qr" />}
        <p>
          Setup key:{' '}
          <code className={styles.setupKey} data-testid="setup-key">
            {setup.setupKey}
          </code>
        </p>
        <CodeField value={otp} onChange={setOtp} error={error ?? fieldErrors.otp} />
        <Button type="submit" disabled={busy}>
          Verify
        </Button>
      </form>
    </Modal>
  );
}
