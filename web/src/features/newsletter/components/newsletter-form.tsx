import { type FormEvent, useId, useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Captcha } from '../../../components/captcha/captcha';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { useToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { loadSubscribeSchema, useEmailSubscribe } from '../api/email-subscribe';
import * as styles from './newsletter-form.css';

/** The server's message for the email field, else its detail; shown under the input. */
function serverMessage(error: unknown): string {
  if (!isApiError(error)) return messages.somethingWentWrong;
  return error.fieldErrors.find((entry) => entry.field.endsWith('email'))?.message ?? error.lines.join('\n');
}

/**
 * Footer newsletter sign-up (POST /api/email-subscribe), with the captcha of the other public forms. The captcha
 * shows once an address is typed: the footer is on every page, the provider's script only loads for a sign-up.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const { trigger, isMutating } = useEmailSubscribe();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await loadSubscribeSchema()).shape.email.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.required);
      return;
    }
    setFieldError(null);
    const token = captcha.take();
    if (!token) return;
    try {
      await trigger(parsed.data, token);
      setEmail('');
      toast('success', messages.emailSent);
    } catch (error) {
      console.warn('email subscribe failed', error);
      if (!captcha.showRefusal(error)) setFieldError(serverMessage(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Newsletter">
      <label htmlFor={inputId} className={styles.title}>
        Get drop news in your inbox
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError !== null}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <Button type="submit" disabled={isMutating}>
          Subscribe
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} className={styles.error} role="alert">
          {fieldError}
        </p>
      )}
      {email && <Captcha key={captcha.key} onToken={captcha.setToken} error={captcha.error} />}
    </form>
  );
}
