import { describe, expect, it } from 'vitest';
import { bitgoCryptoCustody, parseBitGoWallets } from '../../../functions/lib/adapters/bitgo-crypto-custody';
import { CustodySendRefusedError } from '../../../functions/lib/ports/crypto-custody';

interface Call {
  method: string;
  url: string;
  body?: Record<string, unknown>;
  authorization: string | null;
}

/** A BitGo stand-in: answers by "METHOD path" and records what it was asked. */
function fakeBitGo(routes: Record<string, Array<{ status: number; body?: unknown } | 'network-error'>>) {
  const calls: Call[] = [];
  const fetch = (async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({
      method: init?.method ?? 'GET',
      url: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
    });
    const answer = routes[key]?.shift() ?? { status: 404, body: {} };
    if (answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  }) as typeof globalThis.fetch;
  const custody = bitgoCryptoCustody({
    apiUrl: 'https://bitgo-express.test',
    wallets: parseBitGoWallets('ETH=teth:w-eth,BTC=tbtc:w-btc,XTZ=txtz:w-xtz'),
    accessToken: async () => 'v2x-token',
    walletPassphrase: async () => 'passphrase',
    fetch,
  });
  return { custody, calls };
}

const sequencePath = (coin: string, wallet: string, reference: string) =>
  `GET /api/v2/${coin}/wallet/${wallet}/transfer/sequenceId/${reference}`;

describe('BitGo custody', () => {
  it('reads wallets per coin and refuses malformed entries', () => {
    expect(parseBitGoWallets(' ETH=eth:abc , USDC=usdc:abc ')).toEqual({
      ETH: { bitgoCoin: 'eth', walletId: 'abc' },
      USDC: { bitgoCoin: 'usdc', walletId: 'abc' },
    });
    expect(parseBitGoWallets(undefined)).toEqual({});
    expect(() => parseBitGoWallets('DOGE=doge:abc')).toThrow(/DOGE/);
    expect(() => parseBitGoWallets('ETH=eth')).toThrow(/ETH=eth/);
  });

  it('creates an address on the coin wallet with the access token', async () => {
    const { custody, calls } = fakeBitGo({
      'POST /api/v2/teth/wallet/w-eth/address': [{ status: 200, body: { address: '0xabc' } }],
    });
    expect(await custody.createAddress('ETH', 'user:1')).toEqual({ address: '0xabc' });
    expect(calls[0]).toMatchObject({ body: { label: 'user:1' }, authorization: 'Bearer v2x-token' });
    await expect(custody.createAddress('USDC', 'user:1')).rejects.toThrow(/no wallet for USDC/);
  });

  it('sends base units with the reference as sequenceId, once', async () => {
    const { custody, calls } = fakeBitGo({
      [sequencePath('teth', 'w-eth', 'ref-1')]: [{ status: 404 }, { status: 200, body: { txid: '0xt1' } }],
      'POST /api/v2/teth/wallet/w-eth/sendcoins': [{ status: 200, body: { txid: '0xt1' } }],
    });
    expect(await custody.send('ETH', '0xdef', 1_500_000, 'ref-1')).toEqual({ txId: '0xt1' });
    const sent = calls.find((call) => call.url.endsWith('/sendcoins'));
    expect(sent?.body).toEqual({
      address: '0xdef',
      amount: '1500000000000000000',
      walletPassphrase: 'passphrase',
      sequenceId: 'ref-1',
    });
    // The retry finds the transfer by its sequenceId and sends nothing.
    expect(await custody.send('ETH', '0xdef', 1_500_000, 'ref-1')).toEqual({ txId: '0xt1' });
    expect(calls.filter((call) => call.url.endsWith('/sendcoins'))).toHaveLength(1);
  });

  it('converts micro-units to satoshi for Bitcoin', async () => {
    const { custody, calls } = fakeBitGo({
      'POST /api/v2/tbtc/wallet/w-btc/sendcoins': [{ status: 200, body: { txid: 'b1' } }],
    });
    await custody.send('BTC', 'bc1q', 12_345, 'ref-btc');
    expect(calls.find((call) => call.url.endsWith('/sendcoins'))?.body?.amount).toBe('1234500');
  });

  it('is refused on a 4xx, and unknown when the send failed and BitGo does not know it', async () => {
    const refused = fakeBitGo({
      'POST /api/v2/teth/wallet/w-eth/sendcoins': [{ status: 400, body: { error: 'insufficient funds' } }],
    });
    await expect(refused.custody.send('ETH', '0xdef', 1, 'ref-2')).rejects.toThrow(CustodySendRefusedError);

    const unknown = fakeBitGo({ 'POST /api/v2/teth/wallet/w-eth/sendcoins': ['network-error'] });
    const error = await unknown.custody.send('ETH', '0xdef', 1, 'ref-3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(CustodySendRefusedError);

    const wentOut = fakeBitGo({
      [sequencePath('teth', 'w-eth', 'ref-4')]: [{ status: 404 }, { status: 200, body: { txid: '0xt4' } }],
      'POST /api/v2/teth/wallet/w-eth/sendcoins': [{ status: 502 }],
    });
    expect(await wentOut.custody.send('ETH', '0xdef', 1, 'ref-4')).toEqual({ txId: '0xt4' });
  });

  it('confirms a receive transfer by reading it back, in micro-units per address of the wallet', async () => {
    const { custody } = fakeBitGo({
      'GET /api/v2/txtz/wallet/w-xtz/transfer/tr-1': [
        {
          status: 200,
          body: {
            txid: 'oo1',
            type: 'receive',
            state: 'confirmed',
            entries: [
              { address: 'tz1sender', valueString: '-5000000' },
              { address: 'tz1ours', wallet: 'w-xtz', valueString: '5000000' },
              { address: 'tz1other', wallet: 'other-wallet', valueString: '7' },
            ],
          },
        },
      ],
      'GET /api/v2/teth/wallet/w-eth/transfer/tr-2': [
        {
          status: 200,
          body: {
            txid: '0x2',
            type: 'receive',
            state: 'confirmed',
            entries: [{ address: '0xours', wallet: 'w-eth', valueString: '1234567890123456789' }],
          },
        },
      ],
      'GET /api/v2/teth/wallet/w-eth/transfer/tr-3': [
        { status: 200, body: { txid: '0x3', type: 'receive', state: 'unconfirmed', entries: [] } },
      ],
    });
    expect(
      await custody.confirmDeposits({ coin: 'txtz', wallet: 'w-xtz', transfer: 'tr-1', hash: 'oo1' }),
    ).toEqual([{ txId: 'oo1', coin: 'XTZ', address: 'tz1ours', micros: 5_000_000 }]);
    expect(
      await custody.confirmDeposits({ coin: 'teth', wallet: 'w-eth', transfer: 'tr-2', hash: '0x2' }),
    ).toEqual([{ txId: '0x2', coin: 'ETH', address: '0xours', micros: 1_234_567 }]);
    expect(
      await custody.confirmDeposits({ coin: 'teth', wallet: 'w-eth', transfer: 'tr-3', hash: '0x3' }),
    ).toEqual([]);
    // A wallet we do not have, or no transfer id: nothing is asked, nothing credited.
    expect(
      await custody.confirmDeposits({ coin: 'teth', wallet: 'forged', transfer: 'tr-2', hash: 'x' }),
    ).toEqual([]);
    expect(await custody.confirmDeposits({ coin: 'teth', wallet: 'w-eth', hash: 'x' })).toEqual([]);
  });
});
