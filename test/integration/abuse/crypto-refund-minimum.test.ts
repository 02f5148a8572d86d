import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../../functions/lib/deps';
import { CRYPTO_REFUND_MIN_MICROS } from '../../../shared/domain/constants';
import { fillMessage, messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { coinBalance, fundedUser, REFUND_ADDRESSES } from '../crypto/support';

let deps: Deps;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
});

describe('crypto refunds below the minimum', () => {
  it('refuses less than the coin’s minimum under the amount, keeps the balance; the minimum itself goes', async () => {
    expect(CRYPTO_REFUND_MIN_MICROS.ETH).toBe(5_000);
    const alice = await fundedUser(deps, 'ETH', '1', REFUND_ADDRESSES.ETH);
    const dust = await alice.call('POST', '/api/payments/crypto-withdraw', {
      coin: 'eth',
      amount: '0.004999',
    });
    expect(dust.status).toBe(400);
    expect(dust.body.errors).toEqual([
      {
        field: 'amount',
        message: fillMessage(messages.cryptoRefundMinimum, { amount: '0.005000', coin: 'ETH' }),
      },
    ]);
    expect(await coinBalance(alice, 'ETH')).toBe('1.000000');

    const minimum = await alice.call('POST', '/api/payments/crypto-withdraw', {
      coin: 'eth',
      amount: '0.005',
    });
    expect(minimum.body).toEqual({ status: 'submitted', amount: '0.005000', fee: '0.000010' });
  });

  it('holds for every coin: one micro-unit refunds nothing', async () => {
    const bob = await fundedUser(deps, 'XTZ', '1', REFUND_ADDRESSES.XTZ);
    const answer = await bob.call('POST', '/api/payments/crypto-withdraw', {
      coin: 'xtz',
      amount: '0.000001',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe('amount');
    expect(await coinBalance(bob, 'XTZ')).toBe('1.000000');
  });
});
