import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { isApiError } from '../../../lib/api-client';
import { digitsOnly, validateCode } from '../../../utils/validation';
import { verifyDeviceOtp } from '../api/verify-device-otp';
import * as styles from './settings.css';
import { useSave } from './use-save';

export interface AuthenticatorSetup {
  setupKey: string;
  link: string;
}

/** 'Wrong code' or the server's message (spec part 2 §8, authenticator). */
const verifyError = (error: unknown) => (isApiError(error) ? error.lines.join('\n') : messages.wrongCode);

/** Authenticator setup: the otpauth link as a QR code, the key as text, then the first code. */
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
  const { busy, save } = useSave();

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
    let failure: unknown = null;
    const saved = await save(async () => {
      try {
        await verifyDeviceOtp(otp);
      } catch (caught) {
        failure = caught;
        throw caught;
      }
    }, messages.changesApplied);
    if (saved) onClose();
    else setError(verifyError(failure));
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
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(event) => setOtp(digitsOnly(event.target.value))}
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          Verify
        </Button>
      </form>
    </Modal>
  );
}
