import { type CryptoNetwork, cryptoNetworkSchema } from '../../../../shared/api/schemas/crypto';
import { type Currency, currencyNetwork } from '../../../../shared/domain/enums';
import { isValidEvmAddress } from '../../wallet-signature';
import { isValidBitcoinAddress } from './bitcoin';
import { isValidTezosAddress } from './tezos';

/** The network a coin travels on (USDC and MATIC on Ethereum). */
export const networkOf = (coin: Currency): CryptoNetwork => cryptoNetworkSchema.parse(currencyNetwork[coin]);

/** Display names for messages ('This is not a valid Ethereum address.'). */
export const networkNames: Readonly<Record<CryptoNetwork, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  XTZ: 'Tezos',
};

const validators: Readonly<Record<CryptoNetwork, (address: string) => boolean>> = {
  BTC: isValidBitcoinAddress,
  ETH: isValidEvmAddress,
  XTZ: isValidTezosAddress,
};

/** Whether `address` is a well-formed address of the coin's network, checksum included. */
export const isValidAddressFor = (coin: Currency, address: string): boolean =>
  validators[networkOf(coin)](address);

/**
 * The one spelling of an address used as a lookup key: Ethereum and SegWit addresses are case-insensitive
 * (lower case), Base58 ones are case-sensitive (as they are).
 */
export function canonicalAddress(coin: Currency, address: string): string {
  const network = networkOf(coin);
  if (network === 'ETH' || /^bc1/i.test(address)) return address.toLowerCase();
  return address;
}
