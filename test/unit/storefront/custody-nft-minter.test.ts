import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { custodyNftMinter } from '../../../functions/lib/adapters/custody-nft-minter';
import { type NftMint, NftMintRejectedError } from '../../../functions/lib/ports/nft-minter';
import { Blockchain } from '../../../shared/domain/enums';

type Answer = { status: number; body?: unknown };

/** A custody service stand-in on a local port: answers the queued answers in order and records each request. */
let server: Server;
let baseUrl: string;
let answers: Answer[] = [];
let requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(text),
      });
      const answer = answers.shift() ?? { status: 500 };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/custody/`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  answers = [];
  requests = [];
});

const minter = (apiUrl: string | undefined = baseUrl) =>
  custodyNftMinter({ apiUrl, apiKey: async () => 'custody-key' });

const mint: NftMint = {
  reference: 'sf-nft-1',
  blockchain: Blockchain.polygon,
  editions: 5,
  metadata: {
    title: 'Harbour at dawn',
    description: 'Oil on canvas, minted.',
    mediaKey: 'storefront/c-1/harbour.png',
    royaltyBps: 750,
    creator: { id: 'c-1', name: 'Mira Stone' },
  },
};

const token = { contract_address: '0xc0ffee', token_id: 42, transaction_hash: '0xabc' };
const minted = { contractAddress: '0xc0ffee', tokenId: '42', transactionHash: '0xabc' };

describe('the custody service NFT minter', () => {
  it('posts the mint to /nft-mints with the API key and the reference as its Idempotency-Key', async () => {
    answers = [{ status: 201, body: token }];

    expect(await minter().mint(mint)).toEqual(minted);

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/custody/nft-mints');
    expect(sent?.headers.authorization).toBe('Bearer custody-key');
    expect(sent?.headers['idempotency-key']).toBe('sf-nft-1');
    expect(sent?.body).toEqual({
      reference: 'sf-nft-1',
      blockchain: Blockchain.polygon,
      editions: 5,
      metadata: {
        title: 'Harbour at dawn',
        description: 'Oil on canvas, minted.',
        media_key: 'storefront/c-1/harbour.png',
        royalty_bps: 750,
        creator: { id: 'c-1', name: 'Mira Stone' },
      },
    });
  });

  it('answers the first mint when the service says it was minted already (409)', async () => {
    answers = [
      { status: 200, body: token },
      { status: 409, body: token },
    ];
    const first = await minter().mint(mint);
    const again = await minter().mint(mint);

    expect(again).toEqual(first);
    expect(requests.map((request) => request.headers['idempotency-key'])).toEqual(['sf-nft-1', 'sf-nft-1']);
  });

  for (const status of [400, 422]) {
    it(`maps a ${status} refusal to NftMintRejectedError with the service's reason`, async () => {
      answers = [{ status, body: { detail: 'Media is not an image the contract accepts' } }];

      const refused = minter().mint(mint);
      await expect(refused).rejects.toBeInstanceOf(NftMintRejectedError);
      await expect(refused).rejects.toThrow('Media is not an image the contract accepts');
    });
  }

  for (const answer of [
    { status: 401, body: { detail: 'bad key' } },
    { status: 429 },
    { status: 503 },
    { status: 409 },
    { status: 200, body: { transaction_hash: '0xabc' } },
  ]) {
    it(`leaves the outcome unknown (a plain error, retried) on ${answer.status} ${JSON.stringify(answer.body ?? {})}`, async () => {
      answers = [answer];

      const failed = minter().mint(mint);
      await expect(failed).rejects.toThrow(`NFT mint sf-nft-1 answered ${answer.status}`);
      await expect(failed).rejects.not.toBeInstanceOf(NftMintRejectedError);
    });
  }

  it('needs CHAIN_TRANSFER_URL', async () => {
    await expect(minter('').mint(mint)).rejects.toThrow('CHAIN_TRANSFER_URL must be set');
    expect(requests).toEqual([]);
  });
});
