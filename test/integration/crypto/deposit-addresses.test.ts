import { beforeAll, describe, expect, it } from 'vitest';
import { isValidAddressFor } from '../../../functions/domain/crypto/addresses/index';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { DEPOSIT_ADDRESS_TTL_MS, TIME_MS } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { createAddress, REFUND_ADDRESSES, verifiedUser } from './support';

let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  ({ deps, clock } = createTestDeps(await createTestDb()));
});

describe('POST /payments/bitgo-create-address/{coin}', () => {
  it('needs a signed-in user whose identity verification is completed', async () => {
    expect((await callApi(deps, 'POST', '/api/payments/bitgo-create-address/ETH', {})).status).toBe(401);
    for (const verificationStatus of ['not_initiated', 'pending', 'failed'] as const) {
      const bob = await signedInUser(deps, { verificationStatus });
      const answer = await createAddress(bob, 'ETH', REFUND_ADDRESSES.ETH);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        detail: messages.cryptoVerificationRequired,
        code: 'identity_verification_required',
      });
    }
  });

  it('answers an address valid for the coin network, expiring 15 minutes later, with the refund address', async () => {
    const alice = await verifiedUser(deps);
    const cases = [
      ['ETH', 'ETH', REFUND_ADDRESSES.ETH],
      ['USDC', 'ETH', REFUND_ADDRESSES.ETH.toLowerCase()],
      ['MATIC', 'ETH', REFUND_ADDRESSES.ETH],
      ['XTZ', 'XTZ', REFUND_ADDRESSES.XTZ],
      ['BTC', 'BTC', REFUND_ADDRESSES.BTC],
    ] as const;
    for (const [coin, network, refund] of cases) {
      const answer = await createAddress(alice, coin, refund);
      expect(answer.status, coin).toBe(200);
      expect(answer.body).toEqual({
        coin,
        collectibles_deposit_address: expect.any(String),
        withdraw_address: refund,
        expires_at: new Date(clock.now().getTime() + DEPOSIT_ADDRESS_TTL_MS).toISOString(),
        network,
      });
      expect(isValidAddressFor(coin, answer.body.collectibles_deposit_address), coin).toBe(true);
    }
  });

  it('takes the coin in any case and refuses coins not accepted for payment', async () => {
    const alice = await verifiedUser(deps);
    expect((await createAddress(alice, 'eth', REFUND_ADDRESSES.ETH)).body.coin).toBe('ETH');
    expect((await createAddress(alice, 'Xtz', REFUND_ADDRESSES.XTZ)).body.coin).toBe('XTZ');
    const doge = await createAddress(alice, 'DOGE', REFUND_ADDRESSES.BTC);
    expect(doge.status).toBe(400);
    expect(doge.body.errors).toEqual([{ field: 'coin', message: messages.coinNotAllowed }]);
  });

  it('refuses a refund address that is not valid for the network, naming the field', async () => {
    const alice = await verifiedUser(deps);
    const wrongChecksum = REFUND_ADDRESSES.ETH.replace('aAeb', 'aaeb');
    const cases = [
      ['ETH', wrongChecksum, 'Ethereum'],
      ['USDC', REFUND_ADDRESSES.XTZ, 'Ethereum'],
      ['XTZ', 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjc', 'Tezos'],
      ['XTZ', REFUND_ADDRESSES.ETH, 'Tezos'],
      ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'Bitcoin'],
    ] as const;
    for (const [coin, address, network] of cases) {
      const answer = await createAddress(alice, coin, address);
      const message = `This is not a valid ${network} address.`;
      expect(answer.status, `${coin} ${address}`).toBe(400);
      expect(answer.body).toMatchObject({
        detail: message,
        errors: [{ field: 'withdraw_address', message }],
      });
    }
    const empty = await createAddress(alice, 'ETH', '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'withdraw_address', message: messages.requiredField }]);
  });
});

describe('GET /payments/bitgo-get-addresses', () => {
  it('answers the latest address per coin, expired ones included, and only the caller’s', async () => {
    const alice = await verifiedUser(deps);
    const bob = await verifiedUser(deps);
    expect((await alice.call('GET', '/api/payments/bitgo-get-addresses')).body).toEqual([]);

    const first = await createAddress(alice, 'XTZ', REFUND_ADDRESSES.XTZ);
    const eth = await createAddress(alice, 'ETH', REFUND_ADDRESSES.ETH);
    await createAddress(bob, 'BTC', REFUND_ADDRESSES.BTC);

    clock.advance(DEPOSIT_ADDRESS_TTL_MS + TIME_MS.minute);
    const expired = await alice.call('GET', '/api/payments/bitgo-get-addresses');
    expect(expired.body).toEqual([eth.body, first.body]);
    expect(Date.parse(expired.body[1].expires_at)).toBeLessThan(clock.now().getTime());

    const renewed = await createAddress(alice, 'XTZ', 'tz1burnburnburnburnburnburnburjAYjjX');
    expect(renewed.body.collectibles_deposit_address).not.toBe(first.body.collectibles_deposit_address);
    const listed = await alice.call('GET', '/api/payments/bitgo-get-addresses');
    expect(listed.body).toEqual([eth.body, renewed.body]);
    expect(Date.parse(listed.body[1].expires_at) - clock.now().getTime()).toBe(15 * TIME_MS.minute);
  });

  it('answers 401 without a token', async () => {
    expect((await callApi(deps, 'GET', '/api/payments/bitgo-get-addresses')).status).toBe(401);
  });
});
