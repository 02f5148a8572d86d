/**
 * The security headers of every answer, defined once for both runtimes: the local cloud's HTTP server sends them
 * itself (scripts/local-cloud/http-server.ts), CloudFront's response headers policies send them in AWS
 * (infra/constructs/web-hosting.ts), where HSTS is added too (the local cloud is plain http).
 */

export type Runtime = 'local' | 'aws';

/** Who may frame a page: nobody, or only pages of the same origin. */
export type Framing = 'none' | 'self';

export interface SecurityHeaders {
  contentSecurityPolicy: string;
  /** X-Frame-Options, for browsers without CSP frame-ancestors. */
  frameOptions: 'DENY' | 'SAMEORIGIN';
  referrerPolicy: 'strict-origin-when-cross-origin';
  contentTypeOptions: 'nosniff';
}

/** Strict-Transport-Security in AWS: two years, subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;

/**
 * The app's frames and scripts from other origins, by name (README 'Sandbox test inputs'). Locally the card
 * fields and the 3-D Secure challenge are the sandbox's pages on the app's own origin.
 */
const thirdParties: Record<Runtime, { frames: string[]; scripts: string[]; media?: string[] }> = {
  local: { frames: ['https://buy-sandbox.moonpay.com'], scripts: [] },
  aws: {
    // Vault files: S3 presigned URLs on the media bucket's regional endpoint (<bucket>.s3.<region>.amazonaws.com).
    media: ['https://*.amazonaws.com'],
    frames: [
      // Checkout.com: the hosted card fields (Frames) and its 3-D Secure challenge pages, live and test mode.
      'https://cdn.checkout.com',
      'https://3ds2.checkout.com',
      'https://3ds2-sandbox.ckotech.co',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://buy.moonpay.com',
      'https://buy-sandbox.moonpay.com',
    ],
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  },
};

const frameAncestors: Record<Framing, string> = { none: "'none'", self: "'self'" };
const frameOptions: Record<Framing, SecurityHeaders['frameOptions']> = { none: 'DENY', self: 'SAMEORIGIN' };

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const withPolicy = (contentSecurityPolicy: string, framing: Framing): SecurityHeaders => ({
  contentSecurityPolicy,
  frameOptions: frameOptions[framing],
  referrerPolicy: 'strict-origin-when-cross-origin',
  contentTypeOptions: 'nosniff',
});

/**
 * /app: the Vite build loads only its own scripts and style sheets (vanilla-extract emits CSS files; React's
 * style props go through the CSSOM, which CSP allows); QR codes are data: images.
 */
export const appSecurityHeaders = (runtime: Runtime, framing: Framing): SecurityHeaders => {
  const { frames, scripts, media = [] } = thirdParties[runtime];
  return withPolicy(
    policy({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scripts],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', ...media],
      'media-src': ["'self'", ...media],
      // The storefront's media upload PUTs to a presigned S3 URL in AWS.
      'connect-src': ["'self'", ...media],
      'frame-src': ["'self'", ...frames],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': [frameAncestors[framing]],
    }),
    framing,
  );
};

/**
 * The app's pages that load inside its own frames: the 3-D Secure challenge returns to them (three-ds-route.tsx).
 * Matched on the path before the SPA fallback, so CloudFront can give them their own behavior.
 */
export const APP_FRAMED_PATHS = ['/app/3ds-*'];

export const appFramingOf = (path: string): Framing =>
  APP_FRAMED_PATHS.some((pattern) => path.startsWith(pattern.slice(0, -1))) ? 'self' : 'none';

/** API JSON and media: nothing in them may run or load anything, and nobody frames them. */
export const resourceSecurityHeaders: SecurityHeaders = withPolicy(
  policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
  'none',
);

/**
 * Pages the local cloud serves beside the app (sandbox providers, /dev): their own inline styles and scripts,
 * so only who may frame them is set; the sandbox card fields and challenge are framed by the app.
 */
export const pageSecurityHeaders = (framing: Framing): SecurityHeaders =>
  withPolicy(policy({ 'frame-ancestors': [frameAncestors[framing]] }), framing);

/** The headers as a server sends them. */
export const headerFields = (headers: SecurityHeaders): Record<string, string> => ({
  'content-security-policy': headers.contentSecurityPolicy,
  'x-frame-options': headers.frameOptions,
  'referrer-policy': headers.referrerPolicy,
  'x-content-type-options': headers.contentTypeOptions,
});
