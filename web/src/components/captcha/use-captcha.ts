import { useState } from 'react';
import { messages } from '../../../../shared/domain/messages';
import { isApiError } from '../../lib/api-client';
import { CAPTCHA_FIELD } from './captcha';

/**
 * A form's captcha: the widget's token, its `key` and the error under it. A token is good for one submission, so
 * `take` remounts the widget (spec part 1 §4: the captcha resets after submitting).
 */
export function useCaptcha() {
  const [token, setToken] = useState('');
  const [key, setKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  return {
    key,
    error,
    setToken,
    /** The token for a submission, or null (with 'Required captcha' under the widget) when there is none. */
    take(): string | null {
      // Not utils/validation's validateCaptcha: that module brings the phone metadata into the footer's first load.
      setError(token ? null : messages.captchaRequired);
      if (!token) return null;
      setToken('');
      setKey((current) => current + 1);
      return token;
    },
    /** Shows the server's refusal of the captcha under the widget; false when the error is another one. */
    showRefusal(failure: unknown): boolean {
      const refusal = isApiError(failure)
        ? failure.fieldErrors.find((entry) => entry.field === CAPTCHA_FIELD)?.message
        : undefined;
      if (refusal) setError(refusal);
      return refusal !== undefined;
    },
  };
}
