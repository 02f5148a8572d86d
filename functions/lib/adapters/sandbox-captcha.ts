import type { CaptchaPort } from '../ports/captcha';

/** Like reCAPTCHA's test keys: every non-empty token passes. */
export const sandboxCaptcha: CaptchaPort = {
  verify: async (token) => token.length > 0,
};
