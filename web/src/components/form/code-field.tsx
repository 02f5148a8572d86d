import { digitsOnly } from '../../utils/validation';
import { TextField } from './text-field';

/** The 6-digit one-time code input ('Verification code'); letters and signs are blocked. */
export function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <TextField
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      error={error}
    />
  );
}
