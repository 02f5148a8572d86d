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
  /**
   * The card processor's hosted card fields page (VITE_CARD_FIELDS_URL), framed by the add-card modal: the card
   * number never reaches this app or the API, only the token the page answers. Locally the sandbox's
   * /sandbox/cards/fields. In production, a page on the processor's side of the frame that loads Checkout.com
   * Frames (https://cdn.checkout.com/js/framesv2.min.js, Frames.init with the public key, Frames.cardholder =
   * {name}, Frames.submitCard() resolving to {token, last4, scheme}) and speaks the same messages
   * (features/payments/utils/card-fields-protocol.ts).
   */
  cardFieldsUrl: (import.meta.env?.VITE_CARD_FIELDS_URL as string | undefined) || '/sandbox/cards/fields',
  /**
   * The fraud provider's page-view beacon (VITE_FRAUD_BEACON_URL). Unset: the sandbox records each page view in
   * session storage under 'sandbox:fraud-page-views' (web/src/lib/fraud-detection.ts).
   */
  fraudBeaconUrl: (import.meta.env?.VITE_FRAUD_BEACON_URL as string | undefined) || null,
  /**
   * The marketing-event endpoint (VITE_MARKETING_EVENTS_URL). Unset: the sandbox records each call in session storage
   * under 'sandbox:marketing-events' (web/src/lib/marketing-events.ts).
   */
  marketingEventsUrl: (import.meta.env?.VITE_MARKETING_EVENTS_URL as string | undefined) || null,
  /** This bundle's build id, written by the build beside it in /app/version.json; null outside a Vite build. */
  buildId: (import.meta.env?.VITE_BUILD_ID as string | undefined) || null,
  /** How often the app asks whether a new deployment is live (VITE_VERSION_CHECK_INTERVAL_MS, default 5 minutes). */
  versionCheckIntervalMs: Number(import.meta.env?.VITE_VERSION_CHECK_INTERVAL_MS) || 5 * 60 * 1000,
} as const;
