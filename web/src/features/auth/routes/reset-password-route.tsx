import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { useAuthModal } from '../../../lib/auth';
import { useStepCall } from '../../../lib/use-step-call';
import { firstError, validateConfirmation, validateNewPassword } from '../../../utils/validation';
import { resetPassword } from '../api/reset-password';

/**
 * /reset-password?code=: the link of the reset e-mail. The new password (twice) is sent with the code; success
 * says 'Password has been changed' and opens the login.
 */
export function ResetPasswordRoute() {
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const { busy, error, fieldErrors, run } = useStepCall({ password: 'password' });
  const { openLogin } = useAuthModal();
  const [, navigate] = useLocation();
  const toast = useToast();

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
      toast('success', messages.passwordChanged);
      navigate(paths.root(), { replace: true });
      openLogin();
    });
  };

  return (
    <Page title="Reset Password" testId="reset-password">
      {code ? (
        <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Reset password">
          <NewPasswordFields
            label="New password"
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            errors={{ password: errors.password ?? fieldErrors.password, confirm: errors.confirm }}
          />
          <FormError message={error} />
          <Button type="submit" disabled={busy}>
            Save
          </Button>
        </form>
      ) : (
        <ErrorState message={messages.codeRequired} />
      )}
    </Page>
  );
}
