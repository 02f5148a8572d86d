import { type FormEvent, useState } from 'react';
import { US_COUNTRY_CODE } from '../../../../../shared/domain/geo';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { CAPTCHA_FIELD, Captcha } from '../../../components/captcha/captcha';
import { EmailField } from '../../../components/form/email-field';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { PhoneFields } from '../../../components/form/phone-fields';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { VerificationCodeForm } from '../../../components/verification-code-form/verification-code-form';
import type { ResponseOf } from '../../../lib/api-client';
import { useStepCall } from '../../../lib/use-step-call';
import { internationalPhone, validateCaptcha } from '../../../utils/validation';
import { resetPasswordOtp } from '../api/reset-password-otp';
import { startResetPassword } from '../api/start-reset-password';

type Method = 'email' | 'phone';

/** Where start-reset-password sent the code: the phone, or the masked e-mail. */
type CodeSentTo = ResponseOf<'startResetPassword'>;

interface CodeRequest {
  contact: string;
  sentTo: CodeSentTo;
}

const RESET_PHONE_MIN = 8;

function ContactStep({ onDone }: { onDone: (request: CodeRequest) => void }) {
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState(US_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<{ contact?: string | null; captcha?: string | null }>({});
  // The server reads the contact as an e-mail or a phone and names that field in its errors.
  const { busy, error, fieldErrors, run } = useStepCall({
    contact: ['contact', 'email', 'phone_number'],
    captcha: CAPTCHA_FIELD,
  });
  const contactMessage = errors.contact ?? fieldErrors.contact;
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
        <EmailField value={email} onChange={setEmail} error={contactMessage} />
      ) : (
        <PhoneFields
          country={country}
          phone={phone}
          onCountryChange={setCountry}
          onPhoneChange={setPhone}
          error={contactMessage}
        />
      )}
      <Captcha onToken={setCaptcha} error={errors.captcha ?? fieldErrors.captcha} />
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
  const toast = useToast();
  return (
    <VerificationCodeForm
      hint={codeHint(request.sentTo)}
      hintTestId="reset-code-hint"
      onVerify={async (otp, captcha) => {
        const answer = await resetPasswordOtp(request.contact, otp, captcha);
        onDone(answer.email);
      }}
      onResend={async (captcha) => {
        await startResetPassword(request.contact, captcha, true);
        toast('success', 'email' in request.sentTo ? messages.emailSent : messages.codeSent);
      }}
    />
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
