import { sha256 } from '@noble/hashes/sha2.js';
import { base58, createBase58check } from '@scure/base';

/** Base58 and Base58Check as Bitcoin defines them (and Tezos reuses): no 0, O, I or l in the alphabet. */

const base58check = createBase58check(sha256);

/** Runs a decoder that throws on bad input; undefined instead. */
function orUndefined<T>(decode: () => T): T | undefined {
  try {
    return decode();
  } catch {
    return undefined;
  }
}

export const base58Encode = (bytes: Uint8Array): string => base58.encode(bytes);

/** The bytes of a Base58 string, or undefined when it holds a character outside the alphabet. */
export const base58Decode = (text: string): Uint8Array | undefined => orUndefined(() => base58.decode(text));

export const base58CheckEncode = (payload: Uint8Array): string => base58check.encode(payload);

/** The payload of a Base58Check string whose double-SHA-256 checksum matches; undefined otherwise (also when empty). */
export function base58CheckDecode(text: string): Uint8Array | undefined {
  const payload = orUndefined(() => base58check.decode(text));
  return payload?.length ? payload : undefined;
}
