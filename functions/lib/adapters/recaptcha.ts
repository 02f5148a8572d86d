import type { CaptchaPort } from '../ports/captcha';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA: asks siteverify whether the token is a fresh, successful challenge. */
export function recaptchaCaptcha(secret: () => Promise<string>): CaptchaPort {
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const form = new URLSearchParams({ secret: await secret(), response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      const answer = await fetch(SITEVERIFY_URL, { method: 'POST', body: form });
      if (!answer.ok) throw new Error(`reCAPTCHA siteverify answered ${answer.status}`);
      const result = (await answer.json()) as { success?: boolean };
      return result.success === true;
    },
  };
}
