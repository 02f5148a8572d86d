import { createHash, timingSafeEqual } from 'node:crypto';

/** CloudFront's header of the viewer's address and port: '203.0.113.7:46532', '2001:db8::7:46532'. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** The header CloudFront adds to every request it sends the API, holding the shared origin secret. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The caller's address, for every rate limit and the captcha check. Behind CloudFront the API Gateway sourceIp
 * is CloudFront's edge, so the viewer's own address comes from CloudFront-Viewer-Address, but only on a request
 * that carries the origin secret CloudFront adds: anyone calling the API directly could write the header.
 * Otherwise (locally, in tests, or without the secret) it is sourceIp.
 */
export function clientAddress(
  headers: Record<string, string>,
  sourceIp: string,
  originSecret: string | undefined,
): string {
  const viewer = headers[VIEWER_ADDRESS_HEADER];
  const presented = headers[ORIGIN_VERIFY_HEADER];
  if (!originSecret || !viewer || presented === undefined) return sourceIp;
  // Digests: equal lengths for the constant-time comparison, whatever was presented.
  if (!timingSafeEqual(digest(presented), digest(originSecret))) return sourceIp;
  const port = viewer.lastIndexOf(':');
  return port > 0 ? viewer.slice(0, port) : viewer;
}
