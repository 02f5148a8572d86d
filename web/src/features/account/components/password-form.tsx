import { type FormEvent, useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { PasswordField } from '../../../components/form/password-field';
import {
  validateConfirmation,
  validateCurrentPassword,
  validateNewPassword,
} from '../../../utils/validation';
import { changePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';
import { useSave } from './use-save';

type Errors = Partial<Record<'current' | 'next' | 'confirm', string | null>>;

/** Change password: current, new, confirm ('Passwords do not match.'); 'Password has been changed'. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { busy, fieldErrors, save } = useSave({ current: 'old_password', next: 'password' });
  const changed = Boolean(current || next || confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      current: validateCurrentPassword(current),
      next: validateNewPassword(next),
      confirm: validateConfirmation(next)(confirm),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (await save(() => changePassword(current, next), messages.passwordChanged)) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  };

  return (
    <SettingsSection title="Password">
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Password">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.current ?? fieldErrors.current}
        />
        <NewPasswordFields
          label="New password"
          password={next}
          confirm={confirm}
          onPasswordChange={setNext}
          onConfirmChange={setConfirm}
          errors={{ password: errors.next ?? fieldErrors.next, confirm: errors.confirm }}
        />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={busy || !changed}>
            Save
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
