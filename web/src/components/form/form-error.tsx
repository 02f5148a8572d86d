import * as styles from './form.css';

/** A form-level error (the server's detail), under the fields. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
