import type { AddWalletBody } from '../../../../../shared/api/schemas/account';
import { messages } from '../../../../../shared/domain/messages';
import { type WalletNetwork, walletLinkMessage } from '../../../../../shared/domain/wallet';

/**
 * Linking a wallet through an injected EIP-1193 browser wallet (MetaMask and the like, `window.ethereum`): the
 * wallet names its account, is on the card's chain (or is asked to switch to it), and personal_signs the
 * account's link message, which the server checks.
 */

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  isMetaMask?: boolean;
}

/** The networks a browser wallet can link on (the EVM ones; the server refuses Tezos). */
export type LinkableNetwork = 'ethereum' | 'polygon';

/** EIP-155 chain ids in hex, as eth_chainId answers them; the testnets are Sepolia and Polygon Amoy. */
const chainIds: Record<LinkableNetwork, { mainnet: string; testnet: string }> = {
  ethereum: { mainnet: '0x1', testnet: '0xaa36a7' },
  polygon: { mainnet: '0x89', testnet: '0x13882' },
};

export const networkLabels: Record<WalletNetwork, string> = {
  ethereum: 'Ethereum',
  polygon: 'Polygon',
  tezos: 'Tezos',
};

/** How a listed wallet connected, in words; other connections show as stored. */
export const connectionLabels: Record<string, string> = { metamask: 'MetaMask', injected: 'Browser wallet' };

/** A failure worth its own words (the wallet refused, is locked, or stays on another chain). */
export class WalletLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WalletLinkError';
  }
}

/** EIP-1193 error codes: the user rejected the request; a request is already pending (the wallet is locked). */
const USER_REJECTED = 4001;
const REQUEST_PENDING = -32002;

export const injectedWallet = (): Eip1193Provider | undefined =>
  (window as Window & { ethereum?: Eip1193Provider }).ethereum;

const utf8Hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** A wallet's error in words: its EIP-1193 errors are plain objects with a code and a message. */
function walletFailure(error: unknown): WalletLinkError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === USER_REJECTED) return new WalletLinkError('The request was rejected in your wallet.');
  if (code === REQUEST_PENDING) return new WalletLinkError(messages.metamaskLoggedIn);
  return new WalletLinkError(typeof message === 'string' && message ? message : messages.somethingWentWrong);
}

async function ask<T>(provider: Eip1193Provider, method: string, params?: unknown[]): Promise<T> {
  try {
    return (await provider.request({ method, params })) as T;
  } catch (error) {
    throw walletFailure(error);
  }
}

/** The spec's "unsupported wallet network prompts to switch": asks the wallet to move to the network's chain. */
async function ensureChain(provider: Eip1193Provider, network: LinkableNetwork, testnets: boolean) {
  const { mainnet, testnet } = chainIds[network];
  const accepted = testnets ? [mainnet, testnet] : [mainnet];
  const current = String(await ask<string>(provider, 'eth_chainId')).toLowerCase();
  if (accepted.includes(current)) return;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: mainnet }] });
  } catch {
    throw new WalletLinkError(`Switch your wallet to ${networkLabels[network]} and try again.`);
  }
}

/** Asks the browser wallet for its account and its signature of `userUuid`'s link message: POST /wallet's body. */
export async function signWalletLink(
  provider: Eip1193Provider,
  { network, userUuid, testnets }: { network: LinkableNetwork; userUuid: string; testnets: boolean },
): Promise<AddWalletBody> {
  const [address] = await ask<string[]>(provider, 'eth_requestAccounts');
  if (!address) throw new WalletLinkError(messages.metamaskLoggedIn);
  await ensureChain(provider, network, testnets);
  const signature = await ask<string>(provider, 'personal_sign', [
    utf8Hex(walletLinkMessage(userUuid)),
    address,
  ]);
  return {
    wallet: { address, connection: provider.isMetaMask ? 'metamask' : 'injected', network },
    signature,
  };
}

/** '0x1234…abcd': enough to recognise an address in a list. */
export const shortAddress = (address: string) =>
  address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
