import { base58CheckDecode } from './base58';
import { segwitAddressDecode } from './bech32';

/** Mainnet Base58Check version bytes: pay-to-public-key-hash ('1...') and pay-to-script-hash ('3...'). */
export const BITCOIN_P2PKH_VERSION = 0x00;
export const BITCOIN_P2SH_VERSION = 0x05;
/** Mainnet SegWit addresses start with bc1. */
export const BITCOIN_HRP = 'bc';
const HASH_LENGTH = 20;

/** A mainnet Bitcoin address: Base58Check P2PKH or P2SH, or SegWit (Bech32 v0, Bech32m v1+). */
export function isValidBitcoinAddress(address: string): boolean {
  if (/^bc1/i.test(address)) return segwitAddressDecode(BITCOIN_HRP, address) !== undefined;
  const payload = base58CheckDecode(address);
  return (
    payload?.length === 1 + HASH_LENGTH &&
    (payload[0] === BITCOIN_P2PKH_VERSION || payload[0] === BITCOIN_P2SH_VERSION)
  );
}
