import { sha256 } from '@noble/hashes/sha2.js';

/** Base58 and Base58Check as Bitcoin defines them (and Tezos reuses): no 0, O, I or l in the alphabet. */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const CHECKSUM_LENGTH = 4;

export function base58Encode(bytes: Uint8Array): string {
  let value = bytes.reduce((acc, byte) => acc * 256n + BigInt(byte), 0n);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  // Each leading zero byte is written as a leading '1'.
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + text;
}

/** The bytes of a Base58 string, or undefined when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit === -1) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  const ones = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([...new Array<number>(ones).fill(0), ...bytes]);
}

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).slice(0, CHECKSUM_LENGTH);

export function base58CheckEncode(payload: Uint8Array): string {
  return base58Encode(Uint8Array.from([...payload, ...checksumOf(payload)]));
}

/** The payload of a Base58Check string whose double-SHA-256 checksum matches; undefined otherwise. */
export function base58CheckDecode(text: string): Uint8Array | undefined {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length <= CHECKSUM_LENGTH) return undefined;
  const payload = bytes.slice(0, -CHECKSUM_LENGTH);
  const expected = checksumOf(payload);
  return bytes.slice(-CHECKSUM_LENGTH).every((byte, i) => byte === expected[i]) ? payload : undefined;
}
