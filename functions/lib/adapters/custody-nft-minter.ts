import type { SecretReader } from '../deps';
import type { Env } from '../env';
import { type MintedToken, type NftMinterPort, NftMintRejectedError } from '../ports/nft-minter';
import { type CustodyServiceOptions, postToCustody } from './custody-service';

/** The answers that refuse the mint itself (its input); any other failure leaves the outcome unknown. */
const REFUSALS = new Set([400, 422]);

interface MintAnswer {
  contract_address: string;
  token_id: string | number;
  transaction_hash: string;
  detail: string;
}

/**
 * Mints through the custody service: POST {apiUrl}/nft-mints with the mint (its reference is the Idempotency-Key
 * the service keeps unique); 200/201 with the token, 409 with the first mint's token, 400/422 with `detail` is a
 * refusal. The service contract is ours to agree with the custody provider: README names it.
 */
export function custodyNftMinter(options: CustodyServiceOptions): NftMinterPort {
  return {
    async mint(mint) {
      const answer = await postToCustody<MintAnswer>(options, 'nft-mints', mint.reference, {
        reference: mint.reference,
        blockchain: mint.blockchain,
        editions: mint.editions,
        metadata: {
          title: mint.metadata.title,
          description: mint.metadata.description,
          media_key: mint.metadata.mediaKey,
          royalty_bps: mint.metadata.royaltyBps,
          creator: mint.metadata.creator,
        },
      });
      if (REFUSALS.has(answer.status))
        throw new NftMintRejectedError(
          answer.body.detail ?? `The custody service refused the mint ${mint.reference}`,
        );
      const token = tokenOf(answer.body);
      if ((!answer.ok && answer.status !== 409) || !token)
        throw new Error(`NFT mint ${mint.reference} answered ${answer.status}`);
      return token;
    },
  };
}

function tokenOf(body: Partial<MintAnswer>): MintedToken | undefined {
  if (!body.contract_address || body.token_id === undefined || !body.transaction_hash) return undefined;
  return {
    contractAddress: body.contract_address,
    tokenId: String(body.token_id),
    transactionHash: body.transaction_hash,
  };
}

/** The minter in AWS, built only by the storefront-mint task (getDeps' own adapters): no other bundle carries it. */
export const awsNftMinter = (secret: SecretReader, env: Env) => ({
  nftMinter: custodyNftMinter({
    apiUrl: env.CHAIN_TRANSFER_URL,
    apiKey: secret(env.CHAIN_TRANSFER_API_KEY_ARN, env.CHAIN_TRANSFER_API_KEY, 'CHAIN_TRANSFER_API_KEY'),
  }),
});
