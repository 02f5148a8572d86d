import { useEffect, useId, useRef, useState } from 'react';
import { env } from '../../config/env';
import * as styles from './captcha.css';

export interface CaptchaProps {
  /** The token to send as g-recaptcha-response; '' when unchecked or expired. */
  onToken: (token: string) => void;
  error?: string | null;
}

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
}

/** The API field the token travels in: its errors show under the captcha. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

const PROVIDER_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

function loadProvider(): Promise<Grecaptcha> {
  const existing = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PROVIDER_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (loaded) loaded.ready(() => resolve(loaded));
      else reject(new Error('captcha script loaded without grecaptcha'));
    };
    script.onerror = () => reject(new Error('captcha script failed to load'));
    document.head.append(script);
  });
}

/** The provider's widget, used when a site key is configured. */
function ProviderCaptcha({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    loadProvider()
      .then((grecaptcha) => {
        if (cancelled || !ref.current) return;
        grecaptcha.render(ref.current, {
          sitekey: siteKey,
          callback: onToken,
          'expired-callback': () => onToken(''),
        });
      })
      .catch((error: unknown) => console.error('captcha unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [siteKey, onToken]);
  return <div ref={ref} />;
}

/** The sandbox captcha: any non-empty token passes the local verifier, as the provider's test keys do. */
function SandboxCaptcha({ onToken }: { onToken: (token: string) => void }) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  return (
    <label htmlFor={id} className={styles.box}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        data-testid="captcha"
        onChange={(event) => {
          setChecked(event.target.checked);
          onToken(event.target.checked ? `sandbox-${Date.now()}` : '');
        }}
      />
      I'm not a robot
    </label>
  );
}

/**
 * Captcha for the calls that carry g-recaptcha-response. Remount it (a new `key`) to reset it after a
 * submission (spec part 1 §4).
 */
export function Captcha({ onToken, error }: CaptchaProps) {
  return (
    <div className={styles.captcha}>
      {env.recaptchaSiteKey ? (
        <ProviderCaptcha siteKey={env.recaptchaSiteKey} onToken={onToken} />
      ) : (
        <SandboxCaptcha onToken={onToken} />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
