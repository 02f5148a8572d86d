import { APP_BASE_PATH } from '../../../shared/domain/constants';

/** Build-time settings. The API is same-origin under /api (shared/api/route.ts), so there is no API URL. */
export const env = {
  /** Where the app is mounted; wouter's Router base. Matches `base` in web/vite.config.ts. */
  basePath: APP_BASE_PATH,
  /**
   * The captcha provider's site key (VITE_RECAPTCHA_SITE_KEY). Set: the captcha loads the provider's widget.
   * Unset (local cloud, tests): a plain 'I'm not a robot' checkbox whose token the sandbox verifier accepts.
   */
  recaptchaSiteKey: (import.meta.env?.VITE_RECAPTCHA_SITE_KEY as string | undefined) || null,
} as const;
