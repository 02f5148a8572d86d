import type { Env } from './env';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The site a request came from (its Origin, else its Referer), so links sent back to the browser (3-D Secure
 * returns) go where the person is: the configured SITE_URL, or on a loopback site the same port under any
 * loopback name (localhost and 127.0.0.1 alike). Any other origin gets SITE_URL: no open redirect.
 */
export function siteUrlOf(env: Pick<Env, 'SITE_URL'>, headers: Record<string, string>): string {
  const site = new URL(env.SITE_URL);
  const from = originOf(headers.origin) ?? originOf(headers.referer);
  if (!from || from.protocol !== site.protocol || from.port !== site.port) return site.origin;
  const sameHost = from.host === site.host;
  const bothLoopback = LOOPBACK.has(from.hostname) && LOOPBACK.has(site.hostname);
  return sameHost || bothLoopback ? from.origin : site.origin;
}

function originOf(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
