import { Blockchain } from '../../../shared/domain/enums';
import { isValidTezosAddress } from '../crypto/addresses/tezos';
import { isValidEvmAddress, toChecksumAddress } from '../wallet-signature';

/**
 * Whether `address` is a wallet of the chain: a Tezos tz1/tz2/tz3/KT1 address with its base58check checksum, or a
 * 20-byte Ethereum/Polygon address whose mixed case, when it has one, is a valid EIP-55 checksum.
 */
export function isValidWalletAddress(blockchain: Blockchain, address: string): boolean {
  return blockchain === Blockchain.tezos ? isValidTezosAddress(address) : isValidEvmAddress(address);
}

/** The one spelling an export records: EIP-55 checksummed on EVM chains, as typed (case-sensitive) on Tezos. */
export const walletAddressOn = (blockchain: Blockchain, address: string) =>
  blockchain === Blockchain.tezos ? address : toChecksumAddress(address);
