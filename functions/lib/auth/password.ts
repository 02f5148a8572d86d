import { randomBytes, timingSafeEqual } from 'node:crypto';
import { argon2id } from 'hash-wasm';

/** OWASP's argon2id floor, sized for a Lambda: 19 MiB, 2 passes, 1 lane, 32-byte hash, 16-byte random salt. */
interface Argon2Params {
  memorySize: number;
  iterations: number;
  parallelism: number;
  hashLength: number;
}
const PARAMS: Argon2Params = { memorySize: 19 * 1024, iterations: 2, parallelism: 1, hashLength: 32 };

const compute = (password: string, salt: Uint8Array, params: Argon2Params) =>
  argon2id({ password, salt, ...params, outputType: 'binary' });

/** A PHC string: $argon2id$v=19$m=...,t=...,p=...$salt$hash (base64 without padding). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await compute(password, salt, PARAMS);
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=${PARAMS.memorySize},t=${PARAMS.iterations},p=${PARAMS.parallelism}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Recomputes with the stored parameters and salt, then compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = PHC.exec(stored);
  if (!parts) return false;
  const [, m, t, p, salt, hash] = parts as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await compute(password, Buffer.from(salt, 'base64'), {
    memorySize: Number(m),
    iterations: Number(t),
    parallelism: Number(p),
    hashLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
