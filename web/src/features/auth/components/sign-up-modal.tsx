import { type FormEvent, useState } from 'react';
import { US_COUNTRY_CODE } from '../../../../../shared/domain/geo';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { CAPTCHA_FIELD, Captcha } from '../../../components/captcha/captcha';
import { CheckField } from '../../../components/form/check-field';
import { EmailField } from '../../../components/form/email-field';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { PhoneFields } from '../../../components/form/phone-fields';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { VerificationCodeForm } from '../../../components/verification-code-form/verification-code-form';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { type AuthModalState, useAuthModal } from '../../../lib/auth';
import { readMarketingParams } from '../../../lib/marketing-params';
import { useStartSession } from '../../../lib/session/use-session';
import { useStepCall } from '../../../lib/use-step-call';
import {
  firstError,
  internationalPhone,
  validateCaptcha,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
  validatePhone,
  validateUsername,
} from '../../../utils/validation';
import { checkEmail } from '../api/check-email';
import { checkOtp } from '../api/check-otp';
import { checkPhone } from '../api/check-phone';
import { register } from '../api/register';
import { resendRegisterOtp } from '../api/resend-register-otp';

type Step = 'email' | 'alreadyUser' | 'phone' | 'code' | 'account' | 'complete';

interface Draft {
  /** What opened sign-up; sent with the marketing params. */
  source?: string;
  email: string;
  subscribe: boolean;
  phoneNumber: string;
}

function EmailStep({ draft, onDone }: { draft: Draft; onDone: (draft: Draft, exists: boolean) => void }) {
  const [email, setEmail] = useState(draft.email);
  const [subscribe, setSubscribe] = useState(draft.subscribe);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; captcha?: string | null }>({});
  const { busy, error, fieldErrors, run } = useStepCall({ email: 'email', captcha: CAPTCHA_FIELD });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: validateEmail(email), captcha: validateCaptcha(captcha) };
    setErrors(found);
    if (found.email || found.captcha) return;
    void run(async () => {
      const result = await checkEmail(email.trim(), captcha);
      onDone({ ...draft, email: email.trim(), subscribe }, result === 'existingAccount');
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <EmailField
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email ?? fieldErrors.email}
      />
      <CheckField
        label="Send me news about drops"
        checked={subscribe}
        onChange={(event) => setSubscribe(event.target.checked)}
      />
      <Captcha onToken={setCaptcha} error={errors.captcha ?? fieldErrors.captcha} />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        Continue
      </Button>
    </form>
  );
}

function PhoneStep({ draft, onDone }: { draft: Draft; onDone: (draft: Draft) => void }) {
  const [country, setCountry] = useState(US_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | null; captcha?: string | null }>({});
  const { busy, error, fieldErrors, run } = useStepCall({ phone: 'phone_number', captcha: CAPTCHA_FIELD });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { phone: validatePhone(country)(phone), captcha: validateCaptcha(captcha) };
    setErrors(found);
    if (found.phone || found.captcha) return;
    const phoneNumber = internationalPhone(phone, country);
    void run(async () => {
      await checkPhone({ phoneNumber, email: draft.email, captcha });
      onDone({ ...draft, phoneNumber });
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p>We will text you a code to verify your phone.</p>
      <PhoneFields
        country={country}
        phone={phone}
        onCountryChange={setCountry}
        onPhoneChange={setPhone}
        error={errors.phone ?? fieldErrors.phone}
        phoneAutoComplete="tel-national"
      />
      <Captcha onToken={setCaptcha} error={errors.captcha ?? fieldErrors.captcha} />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        Continue
      </Button>
    </form>
  );
}

function CodeStep({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const toast = useToast();
  return (
    <VerificationCodeForm
      hint={<>Enter the 6-digit code we sent to {draft.phoneNumber}.</>}
      onVerify={async (otp, captcha) => {
        await checkOtp({ phoneNumber: draft.phoneNumber, otp, captcha });
        onDone();
      }}
      onResend={async (captcha) => {
        await resendRegisterOtp(draft.phoneNumber, captcha);
        toast('success', messages.codeSent);
      }}
    />
  );
}

interface AccountErrors {
  username?: string | null;
  password?: string | null;
  confirm?: string | null;
  terms?: string | null;
  privacy?: string | null;
  captcha?: string | null;
}

function AccountStep({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<AccountErrors>({});
  const { busy, error, fieldErrors, run } = useStepCall({
    username: 'username',
    password: 'password',
    captcha: CAPTCHA_FIELD,
  });
  const startSession = useStartSession();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: AccountErrors = {
      username: validateUsername(username),
      password: validateNewPassword(password),
      confirm: validateConfirmation(password)(confirm),
      terms: terms ? null : messages.requiredField,
      privacy: privacy ? null : messages.requiredField,
      captcha: validateCaptcha(captcha),
    };
    setErrors(found);
    if (firstError(...Object.values(found))) return;
    void run(async () => {
      const idToken = await register({
        email: draft.email,
        phoneNumber: draft.phoneNumber,
        username,
        password,
        subscribe: draft.subscribe,
        captcha,
        params: draft.source ? { ...readMarketingParams(), source: draft.source } : readMarketingParams(),
      });
      startSession(idToken);
      onDone();
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label="Username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value.replace(/\s/g, ''))}
        error={errors.username ?? fieldErrors.username}
      />
      <NewPasswordFields
        label="Password"
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={{ password: errors.password ?? fieldErrors.password, confirm: errors.confirm }}
      />
      <CheckField
        label={
          <>
            I agree to the{' '}
            <a href={`${env.basePath}${paths.termsOfService()}`} target="_blank" rel="noreferrer">
              Terms of Service
            </a>
          </>
        }
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
        error={errors.terms}
        data-testid="accept-terms"
      />
      <CheckField
        label={
          <>
            I agree to the{' '}
            <a href={`${env.basePath}${paths.privacyPolicy()}`} target="_blank" rel="noreferrer">
              Privacy Policy
            </a>
          </>
        }
        checked={privacy}
        onChange={(event) => setPrivacy(event.target.checked)}
        error={errors.privacy}
        data-testid="accept-privacy"
      />
      <Captcha onToken={setCaptcha} error={errors.captcha ?? fieldErrors.captcha} />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        Create account
      </Button>
    </form>
  );
}

/**
 * Sign-up (spec part 1 §4): e-mail (an existing account leads to 'already a user' and login), phone with an SMS
 * code, username and password with the consents, then 'Registration complete. Please verify your email address.'
 */
export function SignUpModal({ state, onClose }: { state: AuthModalState; onClose: () => void }) {
  const [step, setStep] = useState<Step>('email');
  const [draft, setDraft] = useState<Draft>({
    source: state.source,
    email: state.email ?? '',
    subscribe: state.subscribe ?? false,
    phoneNumber: '',
  });
  const { openLogin } = useAuthModal();
  const toast = useToast();

  return (
    <Modal title="Sign Up" onClose={onClose}>
      <div data-testid={`sign-up-step-${step}`}>
        {step === 'email' && (
          <EmailStep
            draft={draft}
            onDone={(next, exists) => {
              setDraft(next);
              setStep(exists ? 'alreadyUser' : 'phone');
            }}
          />
        )}
        {step === 'alreadyUser' && (
          <div className={formStyles.form}>
            <p>You already have an account with {draft.email}. Please log in.</p>
            <Button onClick={() => openLogin()}>Log in</Button>
          </div>
        )}
        {step === 'phone' && (
          <PhoneStep
            draft={draft}
            onDone={(next) => {
              setDraft(next);
              setStep('code');
            }}
          />
        )}
        {step === 'code' && <CodeStep draft={draft} onDone={() => setStep('account')} />}
        {step === 'account' && (
          <AccountStep
            draft={draft}
            onDone={() => {
              toast('success', messages.registrationComplete);
              setStep('complete');
            }}
          />
        )}
        {step === 'complete' && (
          <div className={formStyles.form}>
            <p data-testid="registration-complete">{messages.registrationComplete}</p>
            <Button onClick={onClose}>Done</Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
