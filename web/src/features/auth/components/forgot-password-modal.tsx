import { type FormEvent, useState } from 'react';
import { allowedPhoneCountryCodes, countryTitle, US_COUNTRY_CODE } from '../../../../../shared/domain/geo';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Captcha } from '../../../components/captcha/captcha';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import type { ResponseOf } from '../../../lib/api-client';
import { internationalPhone, validateCaptcha, validateCode } from '../../../utils/validation';
import { resetPasswordOtp } from '../api/reset-password-otp';
import { startResetPassword } from '../api/start-reset-password';
import { CodeField } from './code-field';
import { useStepCall } from './use-step-call';

type Method = 'email' | 'phone';

/** Where start-reset-password sent the code: the phone, or the masked e-mail. */
type CodeSentTo = ResponseOf<'startResetPassword'>;

interface CodeRequest {
  contact: string;
  sentTo: CodeSentTo;
}

const countryOptions = allowedPhoneCountryCodes.map((code) => ({
  value: code,
  label: `${countryTitle(code) ?? code} (${code})`,
}));

const RESET_PHONE_MIN = 8;

function ContactStep({ onDone }: { onDone: (request: CodeRequest) => void }) {
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState(US_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<{ contact?: string | null; captcha?: string | null }>({});
  const { busy, error, run } = useStepCall();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contactError =
      method === 'email'
        ? email.trim()
          ? null
          : messages.emailIsRequired
        : phone.trim().length >= RESET_PHONE_MIN
          ? null
          : messages.phoneRequired;
    const found = { contact: contactError, captcha: validateCaptcha(captcha) };
    setErrors(found);
    if (found.contact || found.captcha) return;
    void run(async () => {
      const contact = method === 'email' ? email.trim() : internationalPhone(phone, country);
      onDone({ contact, sentTo: await startResetPassword(contact, captcha) });
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <fieldset className={formStyles.actions}>
        <legend className={formStyles.label}>Send the code by</legend>
        <label className={formStyles.check}>
          <input type="radio" checked={method === 'email'} onChange={() => setMethod('email')} /> Email
        </label>
        <label className={formStyles.check}>
          <input type="radio" checked={method === 'phone'} onChange={() => setMethod('phone')} /> Phone
        </label>
      </fieldset>
      {method === 'email' ? (
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.contact}
        />
      ) : (
        <>
          <SelectField
            label="Country code"
            options={countryOptions}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          />
          <TextField
            label="Phone number"
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/[^\d\s()-]/g, ''))}
            error={errors.contact}
          />
        </>
      )}
      <Captcha onToken={setCaptcha} error={errors.captcha} />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        Continue
      </Button>
    </form>
  );
}

const codeHint = (sentTo: CodeSentTo) =>
  'email' in sentTo
    ? `Enter the 6-digit code we sent to ${sentTo.email}.`
    : 'Enter the 6-digit code we sent to your phone.';

function CodeStep({ request, onDone }: { request: CodeRequest; onDone: (email: string) => void }) {
  const [otp, setOtp] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<{ otp?: string | null; captcha?: string | null }>({});
  const { busy, error, run } = useStepCall();
  const toast = useToast();
  // A captcha token is good for one call.
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
    void run(async () => {
      const answer = await resetPasswordOtp(request.contact, otp, takeCaptcha());
      onDone(answer.email);
    });
  };
  const resend = () => {
    const captchaError = validateCaptcha(captcha);
    setErrors({ captcha: captchaError });
    if (captchaError) return;
    void run(async () => {
      await startResetPassword(request.contact, takeCaptcha(), true);
      toast('success', 'email' in request.sentTo ? messages.emailSent : messages.codeSent);
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p data-testid="reset-code-hint">{codeHint(request.sentTo)}</p>
      <CodeField value={otp} onChange={setOtp} error={errors.otp} />
      <Captcha key={captchaKey} onToken={setCaptcha} error={errors.captcha} />
      <FormError message={error} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy}>
          Verify
        </Button>
        <Button variant="ghost" onClick={resend} disabled={busy}>
          Resend code
        </Button>
      </div>
    </form>
  );
}

/**
 * Forgot password (spec part 1 §4): e-mail or phone, the one-time code, then 'check your e-mail': the link in it
 * opens /reset-password for the new password.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  return (
    <Modal title="Forgot password" onClose={onClose}>
      {!request && <ContactStep onDone={setRequest} />}
      {request && linkSentTo === null && <CodeStep request={request} onDone={setLinkSentTo} />}
      {linkSentTo !== null && (
        <div className={formStyles.form} data-testid="reset-link-sent">
          <p>{messages.resetLinkSent}</p>
          <p className={formStyles.hint}>Check your inbox at {linkSentTo}.</p>
          <Button onClick={onClose}>Close</Button>
        </div>
      )}
    </Modal>
  );
}
