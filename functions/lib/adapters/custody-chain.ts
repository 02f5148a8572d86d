import type { ChainPort } from '../ports/chain';
import { ChainTransferRejectedError } from '../ports/chain';
import { type CustodyServiceOptions, postToCustody } from './custody-service';

/**
 * Token transfers through a custody service: POST {apiUrl}/nft-transfers with the transfer (its reference is the
 * idempotency key the service keeps unique); 200/201 with `transaction_hash`, 409 answers the first transfer's, 422
 * is a refusal. The service contract is ours to agree with the custody provider: README names it.
 */
export function custodyChain(options: CustodyServiceOptions): ChainPort {
  return {
    async transfer(transfer) {
      const answer = await postToCustody<{ transaction_hash: string; detail: string }>(
        options,
        'nft-transfers',
        transfer.reference,
        {
          reference: transfer.reference,
          blockchain: transfer.blockchain,
          token_standard: transfer.tokenStandard,
          nft_id: transfer.nftId,
          edition: transfer.sequence,
          to_address: transfer.toAddress,
        },
      );
      if (answer.status === 422)
        throw new ChainTransferRejectedError(
          answer.body.detail ?? `The chain refused the transfer ${transfer.reference}`,
        );
      if ((!answer.ok && answer.status !== 409) || !answer.body.transaction_hash)
        throw new Error(`Chain transfer ${transfer.reference} answered ${answer.status}`);
      return { transactionHash: answer.body.transaction_hash };
    },
  };
}
