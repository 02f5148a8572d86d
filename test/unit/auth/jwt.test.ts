import { describe, expect, it } from 'vitest';
import { type JwtClaims, signJwt, verifyJwt } from '../../../functions/lib/auth/jwt';

const secret = 'a-signing-secret-of-at-least-32-characters';
const claims: JwtClaims = { sub: 'u1', aud: 'api', iss: 'me', iat: 1000, exp: 2000 };
const expected = { aud: 'api', iss: 'me', nowSeconds: 1500 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('HS256 JWT', () => {
  it('verifies its own token', () => {
    expect(verifyJwt(signJwt(claims, secret), secret, expected).sub).toBe('u1');
  });

  it('rejects a tampered payload, another secret, alg none, wrong aud/iss and expiry', () => {
    const token = signJwt(claims, secret);
    const [header, , signature] = token.split('.');
    expect(() =>
      verifyJwt(`${header}.${b64({ ...claims, sub: 'u2' })}.${signature}`, secret, expected),
    ).toThrow('bad signature');
    expect(() => verifyJwt(token, `${secret}x`, expected)).toThrow('bad signature');
    expect(() => verifyJwt(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, secret, expected)).toThrow(
      'unexpected algorithm',
    );
    expect(() => verifyJwt(token, secret, { ...expected, aud: 'other' })).toThrow('wrong audience');
    expect(() => verifyJwt(token, secret, { ...expected, iss: 'other' })).toThrow('wrong issuer');
    expect(() => verifyJwt(token, secret, { ...expected, nowSeconds: 2000 })).toThrow('expired');
    expect(() => verifyJwt('not-a-token', secret, expected)).toThrow('malformed');
  });
});
