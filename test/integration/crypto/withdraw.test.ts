import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_FAILING_REFUND_ADDRESSES } from '../../../functions/lib/adapters/sandbox-crypto-custody';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import {
  coinBalance,
  createAddress,
  fundedUser,
  REFUND_ADDRESSES,
  sendDeposit,
  verifiedUser,
} from './support';

let deps: Deps;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
});

const failed = { detail: messages.withdrawCoinFailed };

describe('POST /payments/crypto-withdraw', () => {
  it('sends the amount less the 0.2% bank fee to the refund address and debits the balance', async () => {
    const alice = await fundedUser(deps, 'ETH', '2', REFUND_ADDRESSES.ETH);
    const answer = await alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'eth', amount: '1.5' });
    expect(answer).toMatchObject({
      status: 200,
      body: { status: 'submitted', amount: '1.500000', fee: '0.003000' },
    });
    expect(await coinBalance(alice, 'ETH')).toBe('0.500000');
  });

  it('rounds the fee half up to the micro-unit and takes the whole balance', async () => {
    const alice = await fundedUser(deps, 'XTZ', '0.10025', REFUND_ADDRESSES.XTZ);
    const answer = await alice.call('POST', '/api/payments/crypto-withdraw', {
      coin: 'xtz',
      amount: '0.10025',
    });
    // 100,250 micro-units x 0.2% = 200.5 -> 201
    expect(answer.body).toEqual({ status: 'submitted', amount: '0.100250', fee: '0.000201' });
    expect(await coinBalance(alice, 'XTZ')).toBe('0.000000');
  });

  it("answers 'Withdraw coin failed.' for more than the balance, and keeps the balance", async () => {
    const alice = await fundedUser(deps, 'BTC', '0.1', REFUND_ADDRESSES.BTC);
    const answer = await alice.call('POST', '/api/payments/crypto-withdraw', {
      coin: 'btc',
      amount: '0.100001',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(failed);
    expect(await coinBalance(alice, 'BTC')).toBe('0.100000');
  });

  it("answers 'Withdraw coin failed.' without a refund address for the coin", async () => {
    const alice = await fundedUser(deps, 'ETH', '1', REFUND_ADDRESSES.ETH);
    const answer = await alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'usdc', amount: '1' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(failed);
  });

  it("answers 502 'Withdraw coin failed.' when custody refuses the send, and gives the balance back", async () => {
    const alice = await fundedUser(deps, 'ETH', '3', SANDBOX_FAILING_REFUND_ADDRESSES.ETH);
    const answer = await alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'eth', amount: '2' });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject(failed);
    expect(await coinBalance(alice, 'ETH')).toBe('3.000000');
    // The balance is whole again: all of it can still be refunded once a working address is set.
    await createAddress(alice, 'ETH', REFUND_ADDRESSES.ETH);
    const retried = await alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'eth', amount: '3' });
    expect(retried.status).toBe(200);
    expect(await coinBalance(alice, 'ETH')).toBe('0.000000');
  });

  it('lets only one of two refunds at once spend the same balance', async () => {
    const alice = await fundedUser(deps, 'MATIC', '10', REFUND_ADDRESSES.ETH);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'matic', amount: '6' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await coinBalance(alice, 'MATIC')).toBe('4.000000');
  });

  it('takes the coin in lowercase and an amount of up to 4 integer digits and 6 decimals', async () => {
    const alice = await verifiedUser(deps);
    const refused = [
      [{ coin: 'ETH', amount: '1' }, 'coin'],
      [{ coin: 'doge', amount: '1' }, 'coin'],
      [{ coin: 'eth', amount: '12345' }, 'amount'],
      [{ coin: 'eth', amount: '1.1234567' }, 'amount'],
      [{ coin: 'eth', amount: '-1' }, 'amount'],
      [{ coin: 'eth', amount: '1e3' }, 'amount'],
      [{ coin: 'eth', amount: '0.000000' }, 'amount'],
      [{ coin: 'eth' }, 'amount'],
    ] as const;
    for (const [body, field] of refused) {
      const answer = await alice.call('POST', '/api/payments/crypto-withdraw', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    const fourDigits = await alice.call('POST', '/api/payments/crypto-withdraw', {
      coin: 'eth',
      amount: '9999.999999',
    });
    expect(fourDigits.status).toBe(400);
    expect(fourDigits.body).toMatchObject(failed);
  });

  it('sends once per reference at the sandbox custody', async () => {
    const first = await deps.custody.send('ETH', REFUND_ADDRESSES.ETH, 10, `ref-${deps.newId()}`);
    const reference = `ref-${deps.newId()}`;
    const sent = await deps.custody.send('XTZ', REFUND_ADDRESSES.XTZ, 10, reference);
    expect(await deps.custody.send('XTZ', REFUND_ADDRESSES.XTZ, 10, reference)).toEqual(sent);
    expect(sent.txId).not.toBe(first.txId);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await callApi(deps, 'POST', '/api/payments/crypto-withdraw', { coin: 'eth', amount: '1' })).status,
    ).toBe(401);
  });

  it('never lets a deposit and refunds lose or invent coins', async () => {
    const alice = await verifiedUser(deps);
    const address = (await createAddress(alice, 'ETH', REFUND_ADDRESSES.ETH)).body
      .collectibles_deposit_address;
    await sendDeposit(deps, { address, coin: 'ETH', amount: '1' });
    await alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'eth', amount: '0.4' });
    await createAddress(alice, 'ETH', SANDBOX_FAILING_REFUND_ADDRESSES.ETH);
    await alice.call('POST', '/api/payments/crypto-withdraw', { coin: 'eth', amount: '0.5' });
    expect(await coinBalance(alice, 'ETH')).toBe('0.600000');
  });
});
