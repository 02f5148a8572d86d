import { TextField, type TextFieldProps } from './text-field';

export interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'onChange'> {
  onChange: (value: string) => void;
}

/** The 'Email' input that hands back the typed value. */
export function EmailField({ onChange, ...field }: EmailFieldProps) {
  return (
    <TextField label="Email" type="email" onChange={(event) => onChange(event.target.value)} {...field} />
  );
}
