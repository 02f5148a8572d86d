import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  totpCode,
  totpLink,
} from '../../../functions/lib/auth/totp';

const rfcKey = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC test vector at T=%i', (seconds, expected) => {
    expect(hotp(rfcKey, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it('round-trips base32 and accepts one step of drift, not two', () => {
    const secret = base32Encode(rfcKey);
    expect(base32Decode(secret).equals(rfcKey)).toBe(true);
    const at = new Date(1234567890_000);
    const code = totpCode(secret, at);
    expect(code).toBe('005924');
    expect(matchTotp(secret, code, new Date(at.getTime() + 30_000))).toBe(Math.floor(1234567890 / 30));
    expect(matchTotp(secret, code, new Date(at.getTime() + 60_000))).toBeUndefined();
  });

  it('builds the otpauth link', () => {
    expect(totpLink('a@b.co', 'ABC')).toBe(
      'otpauth://totp/Collectibles:a%40b.co?secret=ABC&issuer=Collectibles',
    );
  });
});
