import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Wallet ownership proofs for EVM networks (Polygon, Ethereum): an EIP-191 personal_sign signature, the
 * address recovered from it with secp256k1, and EIP-55 checksummed addresses.
 */

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const SIGNATURE_PATTERN = /^0x[0-9a-fA-F]{130}$/;

/** EIP-55: each letter of the hex address is upper case when the matching nibble of its keccak hash is >= 8. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  const letters = [...hex].map((char, i) =>
    Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char,
  );
  return `0x${letters.join('')}`;
}

/** A 20-byte hex address; a mixed-case one must carry a valid EIP-55 checksum (all lower or upper case has none). */
export function isValidEvmAddress(address: string): boolean {
  if (!ADDRESS_PATTERN.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** The digest personal_sign signs: keccak256("\x19Ethereum Signed Message:\n" + length + message). */
export function personalMessageHash(message: string): Uint8Array {
  const body = utf8ToBytes(message);
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`);
  const joined = new Uint8Array(prefix.length + body.length);
  joined.set(prefix);
  joined.set(body, prefix.length);
  return keccak_256(joined);
}

/** The address whose key made a 65-byte r || s || v signature (v 27/28, or 0/1) of `message`; undefined if none. */
export function recoverPersonalSignAddress(message: string, signature: string): string | undefined {
  if (!SIGNATURE_PATTERN.test(signature)) return undefined;
  const bytes = hexToBytes(signature.slice(2));
  const v = bytes[64] ?? 0;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  try {
    const parsed = secp256k1.Signature.fromBytes(bytes.slice(0, 64), 'compact').addRecoveryBit(recovery);
    // Ethereum rejects high-s signatures (EIP-2), so a signature has exactly one accepted form.
    if (parsed.hasHighS()) return undefined;
    const publicKey = parsed.recoverPublicKey(personalMessageHash(message)).toBytes(false);
    return `0x${bytesToHex(keccak_256(publicKey.slice(1)).slice(-20))}`;
  } catch {
    return undefined;
  }
}

/** True when `signature` is `address`'s personal_sign of `message`. */
export function isPersonalSignatureOf(address: string, message: string, signature: string): boolean {
  return recoverPersonalSignAddress(message, signature) === address.toLowerCase();
}
