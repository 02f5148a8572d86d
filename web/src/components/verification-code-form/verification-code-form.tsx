import { type FormEvent, type ReactNode, useState } from 'react';
import { useStepCall } from '../../lib/use-step-call';
import { validateCaptcha, validateCode } from '../../utils/validation';
import { Button } from '../button/button';
import { CAPTCHA_FIELD, Captcha } from '../captcha/captcha';
import { CodeField } from '../form/code-field';
import * as formStyles from '../form/form.css';
import { FormError } from '../form/form-error';

export interface VerificationCodeFormProps {
  /** Where the code was sent, above the field. */
  hint: ReactNode;
  hintTestId?: string;
  onVerify: (otp: string, captcha: string) => Promise<void>;
  /** Left out when the code cannot be sent again (an authenticator app). */
  onResend?: (captcha: string) => Promise<void>;
}

/** The one-time code step: code and captcha, 'Verify' and 'Resend code'; server errors under the fields. */
export function VerificationCodeForm({ hint, hintTestId, onVerify, onResend }: VerificationCodeFormProps) {
  const [otp, setOtp] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<{ otp?: string | null; captcha?: string | null }>({});
  const { busy, error, fieldErrors, run } = useStepCall({ otp: 'otp', captcha: CAPTCHA_FIELD });
  // A captcha token is good for one call: remounting the widget gets the next one.
  const takeCaptcha = () => {
    setCaptcha('');
    setCaptchaKey((key) => key + 1);
    return captcha;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { otp: validateCode(otp), captcha: validateCaptcha(captcha) };
    setErrors(found);
    if (found.otp || found.captcha) return;
    void run(() => onVerify(otp, takeCaptcha()));
  };
  const resend =
    onResend &&
    (() => {
      const captchaError = validateCaptcha(captcha);
      setErrors({ captcha: captchaError });
      if (captchaError) return;
      void run(() => onResend(takeCaptcha()));
    });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p data-testid={hintTestId}>{hint}</p>
      <CodeField value={otp} onChange={setOtp} error={errors.otp ?? fieldErrors.otp} />
      <Captcha key={captchaKey} onToken={setCaptcha} error={errors.captcha ?? fieldErrors.captcha} />
      <FormError message={error} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy}>
          Verify
        </Button>
        {resend && (
          <Button variant="ghost" onClick={resend} disabled={busy}>
            Resend code
          </Button>
        )}
      </div>
    </form>
  );
}
