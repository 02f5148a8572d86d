import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ON_RAMP } from '../../../functions/lib/adapters/moonpay-on-ramp';
import { sandboxCryptoMarket } from '../../../functions/lib/adapters/sandbox-crypto-market';
import type { Deps } from '../../../functions/lib/deps';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';

let deps: Deps;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
});

describe('GET /payments/crypto-rates', () => {
  it('answers USD per coin for every payment coin, without a token', async () => {
    const answer = await callApi(deps, 'GET', '/api/payments/crypto-rates');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...ALLOWED_PAYMENT_CRYPTO].sort());
    const market = await sandboxCryptoMarket(deps.clock).rates();
    for (const coin of ALLOWED_PAYMENT_CRYPTO) expect(answer.body[coin]).toBe(market[coin] / 1_000_000);
    expect(answer.body.USDC).toBe(1);
  });
});

describe('GET /payments/eth-gas-fee', () => {
  it('answers the fee in ETH with 6 decimals and in USD at the ETH rate', async () => {
    const alice = await signedInUser(deps);
    const answer = await alice.call('GET', '/api/payments/eth-gas-fee');
    expect(answer.status).toBe(200);
    const market = sandboxCryptoMarket(deps.clock);
    const [{ ethMicros }, rates] = await Promise.all([market.ethGasFee(), market.rates()]);
    expect(answer.body.fee).toBe(`0.${String(ethMicros).padStart(6, '0')}`);
    expect(answer.body.usd).toBe(Math.round((ethMicros * rates.ETH) / 1e10) / 100);
    expect(answer.body.usd).toBeGreaterThan(0);
  });

  it('answers 401 without a token', async () => {
    expect((await callApi(deps, 'GET', '/api/payments/eth-gas-fee')).status).toBe(401);
  });
});

describe('POST /payments/moonpay-signature', () => {
  const widgetUrl = `${SANDBOX_ON_RAMP.url}/?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xabc&baseCurrencyAmount=50`;

  it('appends a signature the on-ramp verifies with the secret key', async () => {
    const alice = await signedInUser(deps);
    const answer = await alice.call('POST', '/api/payments/moonpay-signature', { url: widgetUrl });
    expect(answer.status).toBe(200);
    const signed = new URL(answer.body.url);
    const signature = signed.searchParams.get('signature');
    expect(answer.body.url.startsWith(`${widgetUrl}&signature=`)).toBe(true);
    const expected = createHmac('sha256', SANDBOX_ON_RAMP.secretKey)
      .update(new URL(widgetUrl).search)
      .digest('base64');
    expect(signature).toBe(expected);
    const forged = createHmac('sha256', 'another-key').update(new URL(widgetUrl).search).digest('base64');
    expect(signature).not.toBe(forged);
  });

  it('refuses URLs off the on-ramp host, over plain http, or without a query', async () => {
    const alice = await signedInUser(deps);
    for (const url of [
      'https://evil.example/?apiKey=pk_test_key',
      'https://buy-sandbox.moonpay.com.evil.example/?apiKey=pk_test_key',
      'http://buy-sandbox.moonpay.com/?apiKey=pk_test_key',
      'https://buy-sandbox.moonpay.com/',
    ]) {
      const answer = await alice.call('POST', '/api/payments/moonpay-signature', { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body.detail, url).toBe(messages.onRampUrlInvalid);
    }
    const notUrl = await alice.call('POST', '/api/payments/moonpay-signature', { url: 'not a url' });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.errors).toEqual([{ field: 'url', message: messages.onRampUrlInvalid }]);
  });
});
