import { createHmac, timingSafeEqual } from 'node:crypto';

/** The JWT claims this platform signs: subject (user uuid), audience, issuer, issued-at and expiry in seconds. */
export interface JwtClaims {
  sub: string;
  aud: string;
  iss: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

export class JwtError extends Error {}

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signJwt(claims: JwtClaims, secret: string): string {
  const input = `${encode(HEADER)}.${encode(claims)}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

function decodePart(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new JwtError('malformed token');
}

/**
 * Verifies an HS256 token: only HS256 is accepted (never 'none' or an algorithm the header picks), the signature
 * is compared in constant time, then expiry, audience and issuer are checked.
 */
export function verifyJwt(
  token: string,
  secret: string,
  expected: { aud: string; iss: string; nowSeconds: number },
): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed token');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  if (header.alg !== HEADER.alg) throw new JwtError('unexpected algorithm');
  const actual = Buffer.from(signaturePart, 'base64url');
  const wanted = sign(`${headerPart}.${payloadPart}`, secret);
  if (actual.length !== wanted.length || !timingSafeEqual(actual, wanted))
    throw new JwtError('bad signature');
  const claims = decodePart(payloadPart);
  if (typeof claims.exp !== 'number' || claims.exp <= expected.nowSeconds) throw new JwtError('expired');
  if (claims.aud !== expected.aud) throw new JwtError('wrong audience');
  if (claims.iss !== expected.iss) throw new JwtError('wrong issuer');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new JwtError('no subject');
  return claims as JwtClaims;
}
