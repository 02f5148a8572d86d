import type { Blockchain } from '../../../shared/domain/enums';

/** What the token carries on its chain. */
export interface NftMintMetadata {
  title: string;
  description: string;
  /** The media file's key in the platform's media store. */
  mediaKey: string;
  /** The creator's royalty on resales, in basis points. */
  royaltyBps: number;
  creator: { id: string; name: string };
}

/** One storefront NFT minted on its chain: `editions` editions of one token, held by the platform's custody. */
export interface NftMint {
  /** Idempotency key (the storefront NFT's uuid): a second mint answers the first one's token. */
  reference: string;
  blockchain: Blockchain;
  editions: number;
  metadata: NftMintMetadata;
}

/** Where the token lives on its chain, and the transaction that minted it. */
export interface MintedToken {
  contractAddress: string;
  tokenId: string;
  transactionHash: string;
}

/** The chain (or the custody service) refused the mint: nothing was minted, and trying again will not change it. */
export class NftMintRejectedError extends Error {
  override name = 'NftMintRejectedError';
}

/** Mints the storefront's tokens (the custody service in AWS, a sandbox locally); only the storefront-mint task uses it. */
export interface NftMinterPort {
  /**
   * Mints the token once per reference. Throws NftMintRejectedError when refused; any other error leaves the outcome
   * unknown, and a retry with the same reference is safe.
   */
  mint(mint: NftMint): Promise<MintedToken>;
}
