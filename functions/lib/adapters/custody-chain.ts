import type { ChainPort } from '../ports/chain';
import { ChainTransferRejectedError } from '../ports/chain';

export interface CustodyChainOptions {
  /** The custody (or RPC relay) service that holds the platform's tokens and signs their transfers. */
  apiUrl: string | undefined;
  /** Read when first needed (Secrets Manager in AWS). */
  apiKey: () => Promise<string>;
  fetch?: typeof fetch;
}

/**
 * Token transfers through a custody service: POST {apiUrl}/nft-transfers with the transfer (its reference is the
 * idempotency key the service keeps unique); 200/201 with `transaction_hash`, 409 answers the first transfer's, 422
 * is a refusal. The service contract is ours to agree with the custody provider: README names it.
 */
export function custodyChain(options: CustodyChainOptions): ChainPort {
  const call = options.fetch ?? fetch;
  return {
    async transfer(transfer) {
      if (!options.apiUrl) throw new Error('CHAIN_TRANSFER_URL must be set');
      const response = await call(new URL('nft-transfers', `${options.apiUrl.replace(/\/$/, '')}/`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await options.apiKey()}`,
          'idempotency-key': transfer.reference,
        },
        body: JSON.stringify({
          reference: transfer.reference,
          blockchain: transfer.blockchain,
          token_standard: transfer.tokenStandard,
          nft_id: transfer.nftId,
          edition: transfer.sequence,
          to_address: transfer.toAddress,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        transaction_hash?: string;
        detail?: string;
      };
      if (response.status === 422)
        throw new ChainTransferRejectedError(
          body.detail ?? `The chain refused the transfer ${transfer.reference}`,
        );
      if (!response.ok || !body.transaction_hash)
        throw new Error(`Chain transfer ${transfer.reference} answered ${response.status}`);
      return { transactionHash: body.transaction_hash };
    },
  };
}
