import { type ComponentProps, type ReactNode, useId } from 'react';
import * as styles from './form.css';

export interface CheckFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
}

/** A labelled checkbox (toggles and consents). */
export function CheckField({ label, error, ...input }: CheckFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.check}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} {...input} />
        <span>{label}</span>
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
