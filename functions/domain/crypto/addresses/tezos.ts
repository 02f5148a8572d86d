import { base58CheckDecode, base58CheckEncode } from './base58';

/**
 * Base58Check prefix bytes of Tezos addresses: implicit accounts by curve (tz1 Ed25519, tz2 secp256k1, tz3 P-256)
 * and originated contracts (KT1). Each holds a 20-byte hash.
 */
export const tezosAddressPrefixes = {
  tz1: [6, 161, 159],
  tz2: [6, 161, 161],
  tz3: [6, 161, 164],
  KT1: [2, 90, 121],
} as const;
export type TezosAddressKind = keyof typeof tezosAddressPrefixes;
const HASH_LENGTH = 20;

export function encodeTezosAddress(kind: TezosAddressKind, hash: Uint8Array): string {
  return base58CheckEncode(Uint8Array.from([...tezosAddressPrefixes[kind], ...hash]));
}

/** A tz1, tz2, tz3 or KT1 address whose checksum, prefix bytes and hash length are right. */
export function isValidTezosAddress(address: string): boolean {
  const kind = (Object.keys(tezosAddressPrefixes) as TezosAddressKind[]).find((name) =>
    address.startsWith(name),
  );
  if (!kind) return false;
  const payload = base58CheckDecode(address);
  const prefix = tezosAddressPrefixes[kind];
  return payload?.length === prefix.length + HASH_LENGTH && prefix.every((byte, i) => payload[i] === byte);
}
