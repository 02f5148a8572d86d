/**
 * Bech32 (BIP-173) and Bech32m (BIP-350) strings and SegWit addresses: witness version 0 uses Bech32 with a
 * 20- or 32-byte program; versions 1-16 use Bech32m with a 2- to 40-byte program.
 */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const MAX_LENGTH = 90;

export type Bech32Encoding = 'bech32' | 'bech32m';
const CONSTANTS: Record<Bech32Encoding, number> = { bech32: 1, bech32m: 0x2bc830a3 };

function polymod(values: number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATORS.forEach((generator, i) => {
      if ((top >>> i) & 1) checksum ^= generator;
    });
  }
  return checksum >>> 0;
}

const expandHrp = (hrp: string) => [
  ...[...hrp].map((char) => char.charCodeAt(0) >>> 5),
  0,
  ...[...hrp].map((char) => char.charCodeAt(0) & 31),
];

export function bech32Encode(hrp: string, words: number[], encoding: Bech32Encoding): string {
  const mod = polymod([...expandHrp(hrp), ...words, 0, 0, 0, 0, 0, 0]) ^ CONSTANTS[encoding];
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((word) => CHARSET[word]).join('')}`;
}

/** The human-readable part, 5-bit words and encoding of a well-formed string; undefined otherwise. */
export function bech32Decode(
  text: string,
): { hrp: string; words: number[]; encoding: Bech32Encoding } | undefined {
  if (text.length > MAX_LENGTH || (text !== text.toLowerCase() && text !== text.toUpperCase()))
    return undefined;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 7 > lower.length) return undefined;
  const hrp = lower.slice(0, separator);
  if ([...hrp].some((char) => char.charCodeAt(0) < 33 || char.charCodeAt(0) > 126)) return undefined;
  const values = [...lower.slice(separator + 1)].map((char) => CHARSET.indexOf(char));
  if (values.includes(-1)) return undefined;
  const mod = polymod([...expandHrp(hrp), ...values]);
  const encoding = (Object.keys(CONSTANTS) as Bech32Encoding[]).find((name) => CONSTANTS[name] === mod);
  return encoding ? { hrp, words: values.slice(0, -6), encoding } : undefined;
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
