import * as z from '../zod';

/** Networks a wallet can be linked on (spec part 1 §3: the blockchains, by name). */
export const walletNetworks = ['polygon', 'ethereum', 'tezos'] as const;
export type WalletNetwork = (typeof walletNetworks)[number];
export const walletNetworkSchema = z.enum(walletNetworks);

/** EVM networks: their wallets prove ownership with an EIP-191 personal_sign signature. */
export const evmNetworks: readonly WalletNetwork[] = ['polygon', 'ethereum'];

/**
 * The message a wallet signs to prove it belongs to the caller. It names the account, so a signature made for
 * one account cannot link the wallet to another.
 */
export const walletLinkMessage = (userUuid: string) =>
  `Link this wallet to your Collectibles account: ${userUuid}`;
