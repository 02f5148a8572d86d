import { describe, expect, it } from 'vitest';
import { custodyChain } from '../../../functions/lib/adapters/custody-chain';
import { ChainTransferRejectedError, type NftTransfer } from '../../../functions/lib/ports/chain';
import { Blockchain } from '../../../shared/domain/enums';

/** The custody service answering `status` with `body`; `seen` keeps the requests. */
function chainAnswering(status: number, body?: unknown) {
  const seen: Request[] = [];
  const chain = custodyChain({
    apiUrl: 'https://custody.example/api',
    apiKey: async () => 'custody-key',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    },
  });
  return { chain, seen };
}

const transfer = {
  reference: 'export-1',
  blockchain: Blockchain.ethereum,
  tokenStandard: 'ERC-721' as const,
  nftId: 'nft-1',
  sequence: 3,
  toAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
} satisfies NftTransfer;

describe('the custody chain adapter', () => {
  it('posts the transfer with the key and its reference as the idempotency key', async () => {
    const { chain, seen } = chainAnswering(201, { transaction_hash: '0xabc' });
    expect(await chain.transfer(transfer)).toEqual({ transactionHash: '0xabc' });
    expect(seen[0]?.url).toBe('https://custody.example/api/nft-transfers');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer custody-key');
    expect(seen[0]?.headers.get('idempotency-key')).toBe('export-1');
    expect(await seen[0]?.json()).toMatchObject({
      reference: 'export-1',
      edition: 3,
      to_address: transfer.toAddress,
    });
  });

  it("answers the first transfer's hash on a 409 for a reference already sent", async () => {
    expect(await chainAnswering(409, { transaction_hash: '0xfirst' }).chain.transfer(transfer)).toEqual({
      transactionHash: '0xfirst',
    });
  });

  it('refuses on 422 with the reason, and fails (to be retried) on anything else', async () => {
    await expect(chainAnswering(422, { detail: 'Unknown token' }).chain.transfer(transfer)).rejects.toThrow(
      new ChainTransferRejectedError('Unknown token'),
    );
    await expect(chainAnswering(409).chain.transfer(transfer)).rejects.not.toBeInstanceOf(
      ChainTransferRejectedError,
    );
    await expect(chainAnswering(503).chain.transfer(transfer)).rejects.toThrow('answered 503');
  });
});
