import type { Blockchain } from '../../../shared/domain/enums';

/** How the token is made on its chain. */
export type TokenStandard = 'FA2' | 'ERC-1155' | 'ERC-721';

/** One token sent out of the platform's custody to an external wallet. */
export interface NftTransfer {
  /** Idempotency key (the export's id): a retry answers the first transfer's transaction. */
  reference: string;
  blockchain: Blockchain;
  /** FA2 on Tezos; ERC-1155 (editions) or ERC-721 (a one of one) on Ethereum and Polygon. */
  tokenStandard: TokenStandard;
  /** The token: the NFT and its edition. */
  nftId: string;
  sequence: number;
  toAddress: string;
}

/** The chain refused the transfer (nothing was sent): the export fails and the owner keeps the item. */
export class ChainTransferRejectedError extends Error {
  override name = 'ChainTransferRejectedError';
}

/** The chains the platform's tokens live on (a custody/RPC service in AWS, a sandbox chain locally). */
export interface ChainPort {
  /**
   * Sends the token to `toAddress`. Throws ChainTransferRejectedError when refused; any other error leaves the
   * outcome unknown, and a retry with the same reference is safe.
   */
  transfer(transfer: NftTransfer): Promise<{ transactionHash: string }>;
}
