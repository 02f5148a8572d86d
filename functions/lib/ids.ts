import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function encode(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[Number(rest % 32n)] + out;
    rest /= 32n;
  }
  return out;
}

/**
 * Time-sortable ids (ULID): 48 bits of milliseconds then 80 random bits, Crockford base32.
 * Ids made in the same millisecond by one process stay sorted (the random part is incremented).
 */
export function createIdGenerator(now: () => number = Date.now): () => string {
  let lastTime = -1;
  let lastRandom = 0n;
  return () => {
    const time = now();
    if (time === lastTime) {
      lastRandom += 1n;
    } else {
      lastTime = time;
      lastRandom = BigInt(`0x${randomBytes(10).toString('hex')}`);
    }
    return encode(BigInt(time), 10) + encode(lastRandom & ((1n << 80n) - 1n), 16);
  };
}

export const newId = createIdGenerator();
