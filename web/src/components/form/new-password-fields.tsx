import { messages } from '../../../../shared/domain/messages';
import { PasswordField } from './password-field';

export interface NewPasswordFieldsProps {
  label: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | null; confirm?: string | null };
}

/** A new password with its rules, then the same password again ('Confirm password'). */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        hint={messages.passwordRules}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        error={errors.confirm}
      />
    </>
  );
}
