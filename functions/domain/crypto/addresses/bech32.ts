/**
 * Bech32 (BIP-173) and Bech32m (BIP-350) strings and SegWit addresses: witness version 0 uses Bech32 with a
 * 20- or 32-byte program; versions 1-16 use Bech32m with a 2- to 40-byte program.
 */

import { bech32, bech32m } from '@scure/base';

export type Bech32Encoding = 'bech32' | 'bech32m';
const CODERS = { bech32, bech32m } as const;

/** Encodes without the 90-character limit, which decoding enforces. */
export const bech32Encode = (hrp: string, words: number[], encoding: Bech32Encoding): string =>
  CODERS[encoding].encode(hrp, words, false);

/** The human-readable part, 5-bit words and encoding of a well-formed string (at most 90 characters); undefined otherwise. */
export function bech32Decode(
  text: string,
): { hrp: string; words: number[]; encoding: Bech32Encoding } | undefined {
  for (const encoding of ['bech32', 'bech32m'] as const) {
    const decoded = CODERS[encoding].decodeUnsafe(text);
    if (decoded) return { hrp: decoded.prefix, words: [...decoded.words], encoding };
  }
  return undefined;
}

/** Regroups bits (8 -> 5 to encode, 5 -> 8 to decode); undefined when the padding is not zero (decoding). */
export function convertBits(data: number[], from: number, to: number, pad: boolean): number[] | undefined {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  const mask = (1 << to) - 1;
  for (const value of data) {
    accumulator = (accumulator << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >>> bits) & mask);
    }
  }
  if (pad) {
    if (bits > 0) out.push((accumulator << (to - bits)) & mask);
  } else if (bits >= from || ((accumulator << (to - bits)) & mask) !== 0) {
    return undefined;
  }
  return out;
}

export function segwitAddressEncode(hrp: string, version: number, program: Uint8Array): string {
  const words = [version, ...(convertBits([...program], 8, 5, true) ?? [])];
  return bech32Encode(hrp, words, version === 0 ? 'bech32' : 'bech32m');
}

/** The witness version and program of a SegWit address for `hrp`; undefined when anything is off. */
export function segwitAddressDecode(
  hrp: string,
  address: string,
): { version: number; program: Uint8Array } | undefined {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.words.length < 1) return undefined;
  const [version, ...rest] = decoded.words as [number, ...number[]];
  if (version > 16) return undefined;
  if (decoded.encoding !== (version === 0 ? 'bech32' : 'bech32m')) return undefined;
  const program = convertBits(rest, 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return undefined;
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined;
  return { version, program: Uint8Array.from(program) };
}
