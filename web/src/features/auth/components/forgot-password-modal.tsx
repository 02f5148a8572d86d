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
import { useAuthModal } from '../../../lib/auth';
import {
  firstError,
  internationalPhone,
  validateCaptcha,
  validateCode,
  validateConfirmation,
  validateNewPassword,
} from '../../../utils/validation';
import { resetPassword } from '../api/reset-password';
import { resetPasswordOtp } from '../api/reset-password-otp';
import { type ResetContact, startResetPassword } from '../api/start-reset-password';
import { CodeField } from './code-field';
import { useStepCall } from './use-step-call';

type Method = 'email' | 'phone';

const countryOptions = allowedPhoneCountryCodes.map((code) => ({
  value: code,
  label: `${countryTitle(code) ?? code} (${code})`,
}));

const RESET_PHONE_MIN = 8;

function ContactStep({ onDone }: { onDone: (contact: ResetContact) => void }) {
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
    const contact: ResetContact =
      method === 'email' ? { email: email.trim() } : { phone_number: internationalPhone(phone, country) };
    void run(async () => {
      await startResetPassword(contact, captcha);
      onDone(contact);
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

function CodeStep({ contact, onDone }: { contact: ResetContact; onDone: (code: string) => void }) {
  const [otp, setOtp] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<{ otp?: string | null; captcha?: string | null }>({});
  const { busy, error, run } = useStepCall();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { otp: validateCode(otp), captcha: validateCaptcha(captcha) };
    setErrors(found);
    if (found.otp || found.captcha) return;
    void run(async () => {
      const answer = await resetPasswordOtp(contact, otp, captcha);
      onDone(answer.code ?? otp);
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <CodeField value={otp} onChange={setOtp} error={errors.otp} />
      <Captcha onToken={setCaptcha} error={errors.captcha} />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        Verify
      </Button>
    </form>
  );
}

function PasswordStep({ code, onDone }: { code: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const { busy, error, run } = useStepCall();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: validateNewPassword(password),
      confirm: validateConfirmation(password)(confirm),
    };
    setErrors(found);
    if (firstError(found.password, found.confirm)) return;
    void run(async () => {
      await resetPassword(code, password);
      onDone();
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={messages.passwordRules}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        Save
      </Button>
    </form>
  );
}

/** Forgot password (spec part 1 §4): e-mail or phone, the one-time code, then the new password and login. */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const [contact, setContact] = useState<ResetContact | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const { openLogin } = useAuthModal();
  const toast = useToast();
  return (
    <Modal title="Forgot password" onClose={onClose}>
      {!contact && <ContactStep onDone={setContact} />}
      {contact && !code && <CodeStep contact={contact} onDone={setCode} />}
      {code && (
        <PasswordStep
          code={code}
          onDone={() => {
            toast('success', messages.passwordChanged);
            openLogin();
          }}
        />
      )}
    </Modal>
  );
}
