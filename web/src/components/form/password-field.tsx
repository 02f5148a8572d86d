import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'onChange'> {
  /** Tells password managers whether to fill a saved password or to suggest a new one. */
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
}

/** A masked password input that hands back the typed value. */
export function PasswordField({ onChange, ...field }: PasswordFieldProps) {
  return <TextField type="password" onChange={(event) => onChange(event.target.value)} {...field} />;
}
