import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { VerificationCodeForm } from '../../../components/verification-code-form/verification-code-form';
import { isApiError } from '../../../lib/api-client';
import { type AuthModalState, useAuthModal } from '../../../lib/auth';
import { takeReturnUrl, useStartSession } from '../../../lib/session/use-session';
import { useStepCall } from '../../../lib/use-step-call';
import { validateLogin, validatePasswordPresent } from '../../../utils/validation';
import { login } from '../api/login';
import { resendLoginOtp } from '../api/resend-login-otp';
import { type Credentials, startLogin } from '../api/start-login';

const channelHints = {
  app: 'Enter the 6-digit code from your authenticator app.',
  phone: 'Enter the 6-digit code we sent to your phone.',
  locked:
    'Too many attempts. To log in, enter the 6-digit code from your authenticator app, or send a code to your phone.',
} as const;

/**
 * Where the second factor comes from; 'locked' when too many wrong passwords stopped the quick path (start-login
 * answers 429): the right password with the account's own code and the captcha still logs in.
 */
type CodeChannel = keyof typeof channelHints;

function CredentialsStep({ onDone }: { onDone: (credentials: Credentials, channel: CodeChannel) => void }) {
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string | null; password?: string | null }>({});
  const { busy, error, fieldErrors, run } = useStepCall({ login: 'login', password: 'password' });
  const { openSignUp, openForgotPassword } = useAuthModal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { login: validateLogin(loginName), password: validatePasswordPresent(password) };
    setErrors(found);
    if (found.login || found.password) return;
    const credentials = { login: loginName.trim(), password };
    void run(async () => {
      try {
        onDone(credentials, (await startLogin(credentials)).channel_2fa);
      } catch (failure) {
        if (!isApiError(failure, 429)) throw failure;
        onDone(credentials, 'locked');
      }
    });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label="Email or username"
        autoComplete="username"
        value={loginName}
        onChange={(event) => setLoginName(event.target.value)}
        error={errors.login ?? fieldErrors.login}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password ?? fieldErrors.password}
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy}>
        Log in
      </Button>
      <div className={formStyles.actions}>
        <Button variant="ghost" size="sm" onClick={openForgotPassword}>
          Forgot password?
        </Button>
        <Button variant="ghost" size="sm" onClick={() => openSignUp()}>
          Sign Up
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  credentials,
  channel,
  onDone,
}: {
  credentials: Credentials;
  channel: CodeChannel;
  onDone: (idToken: string) => void;
}) {
  const toast = useToast();
  return (
    <VerificationCodeForm
      hint={channelHints[channel]}
      hintTestId="login-code-hint"
      onVerify={async (otp, captcha) => onDone(await login({ ...credentials, otp, captcha }))}
      onResend={
        channel !== 'app'
          ? async (captcha) => {
              await resendLoginOtp(credentials.login, captcha);
              toast('success', messages.codeSent);
            }
          : undefined
      }
    />
  );
}

/**
 * Login (spec part 1 §4): start-login checks the password and answers the 2FA channel; the code step calls
 * /login. Success closes the modal and goes to redirectUrl, or back where the last session ended.
 */
export function LoginModal({ state, onClose }: { state: AuthModalState; onClose: () => void }) {
  const [pending, setPending] = useState<{ credentials: Credentials; channel: CodeChannel } | null>(null);
  const startSession = useStartSession();
  const [, navigate] = useLocation();
  const finish = (idToken: string) => {
    startSession(idToken);
    onClose();
    const target = state.redirectUrl ?? takeReturnUrl();
    if (target) navigate(target);
  };
  return (
    <Modal title="Log in" onClose={onClose}>
      {pending ? (
        <CodeStep credentials={pending.credentials} channel={pending.channel} onDone={finish} />
      ) : (
        <CredentialsStep onDone={(credentials, channel) => setPending({ credentials, channel })} />
      )}
    </Modal>
  );
}
