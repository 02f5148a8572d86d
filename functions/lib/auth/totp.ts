import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 TOTP as authenticator apps read it: HMAC-SHA1, 30-second steps, 6 digits, base32 secrets. */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The HOTP value (RFC 4226) for a counter, with `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

export const totpCode = (secret: string, at: Date) => hotp(base32Decode(secret), totpStep(at));

/** The step a code matches, allowing one step of clock drift either way; undefined when it matches none. */
export function matchTotp(secret: string, code: string, at: Date): number | undefined {
  const key = base32Decode(secret);
  const now = totpStep(at);
  return [now, now - 1, now + 1].find((step) => hotp(key, step) === code);
}

export const totpLink = (email: string, secret: string) =>
  `otpauth://totp/Collectibles:${encodeURIComponent(email)}?secret=${secret}&issuer=Collectibles`;
