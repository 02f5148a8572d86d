import { beforeAll, describe, expect, it } from 'vitest';
import { listCryptoDeposits } from '../../../functions/data/crypto-deposit';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { recordSandboxTransfer } from '../../../functions/lib/adapters/sandbox-crypto-custody';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { cryptoDepositSandboxPage } from '../../../scripts/local-cloud/sandbox-pages/crypto';
import { DEPOSIT_ADDRESS_TTL_MS, TIME_MS } from '../../../shared/domain/constants';
import { NotificationType } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { coinBalance, createAddress, REFUND_ADDRESSES, sendDeposit, verifiedUser } from './support';

let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  ({ deps, clock } = createTestDeps(await createTestDb()));
});

async function userWithAddress(coin: 'ETH' | 'XTZ' | 'BTC') {
  const user = await verifiedUser(deps);
  const created = await createAddress(user, coin, REFUND_ADDRESSES[coin]);
  return { user, address: created.body.collectibles_deposit_address as string };
}

const notificationsOf = async (userUuid: string) =>
  (await listPendingEvents(deps.db, 1000)).filter(
    (event) => event.type === 'NotificationRequested' && event.detail.user_uuid === userUuid,
  );

describe('a deposit through the sandbox page', () => {
  it('credits the coin balance of the address owner and asks for a crypto-received notification', async () => {
    const { user, address } = await userWithAddress('ETH');
    const sent = await sendDeposit(deps, { address, coin: 'ETH', amount: '0.25' });

    expect(sent).toMatchObject({
      status: 200,
      outcome: 'credited',
      txId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await coinBalance(user, 'ETH')).toBe('0.250000');
    expect((await notificationsOf(user.user.uuid)).map((event) => event.detail)).toEqual([
      {
        user_uuid: user.user.uuid,
        notification_type: NotificationType.cryptoReceived,
        subject: '0.250000 ETH',
      },
    ]);
    expect(await listCryptoDeposits(deps.db, user.user.uuid)).toEqual([
      expect.objectContaining({ txId: sent.txId, coin: 'ETH', address, micros: 250_000 }),
    ]);
  });

  it('credits a deposit once when the same transaction arrives many times at once', async () => {
    const { user, address } = await userWithAddress('XTZ');
    const txId = `tx-${deps.newId()}`;
    const replays = await Promise.all(
      Array.from({ length: 8 }, () => sendDeposit(deps, { address, coin: 'XTZ', amount: '12.5', txId })),
    );
    const outcomes = replays.map((replay) => replay.outcome);
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(7);
    expect(await coinBalance(user, 'XTZ')).toBe('12.500000');
    expect(await notificationsOf(user.user.uuid)).toHaveLength(1);
    expect(await listCryptoDeposits(deps.db, user.user.uuid)).toHaveLength(1);

    // Later, once more: still nothing more.
    expect((await sendDeposit(deps, { address, coin: 'XTZ', amount: '12.5', txId })).outcome).toBe(
      'duplicate',
    );
    expect(await coinBalance(user, 'XTZ')).toBe('12.500000');
  });

  it('refuses a transaction id already used for another transfer', async () => {
    const { user, address } = await userWithAddress('BTC');
    const txId = `tx-${deps.newId()}`;
    expect((await sendDeposit(deps, { address, coin: 'BTC', amount: '0.01', txId })).outcome).toBe(
      'credited',
    );
    const other = await sendDeposit(deps, { address, coin: 'BTC', amount: '0.02', txId });
    expect(other.status).toBe(409);
    expect(await coinBalance(user, 'BTC')).toBe('0.010000');
  });

  it('still credits a deposit that arrives after the address expired', async () => {
    const { user, address } = await userWithAddress('ETH');
    clock.advance(DEPOSIT_ADDRESS_TTL_MS + TIME_MS.hour);
    expect((await sendDeposit(deps, { address, coin: 'ETH', amount: '1' })).outcome).toBe('credited');
    expect(await coinBalance(user, 'ETH')).toBe('1.000000');
  });

  it('credits another coin of the same network in the coin that arrived', async () => {
    const { user, address } = await userWithAddress('ETH');
    expect((await sendDeposit(deps, { address, coin: 'USDC', amount: '40' })).outcome).toBe('credited');
    expect(await coinBalance(user, 'USDC')).toBe('40.000000');
    expect(await coinBalance(user, 'ETH')).toBe('0.000000');
  });

  it('credits nothing for an address no user has, and refuses malformed input', async () => {
    const unknown = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    expect((await sendDeposit(deps, { address: unknown, coin: 'ETH', amount: '1' })).outcome).toBe('ignored');
    const { address } = await userWithAddress('ETH');
    expect((await sendDeposit(deps, { address, coin: 'XTZ', amount: '1' })).status).toBe(400);
    expect((await sendDeposit(deps, { address, coin: 'ETH', amount: '0' })).status).toBe(400);
    expect((await sendDeposit(deps, { address, coin: 'ETH', amount: '1.1234567' })).status).toBe(400);
  });

  it('shows a scriptable form, prefilled from the query', async () => {
    const page = await cryptoDepositSandboxPage(deps, {
      method: 'GET',
      params: new URLSearchParams({ address: '0xabc', coin: 'xtz' }),
    });
    expect(page.status).toBe(200);
    for (const id of ['deposit-address', 'deposit-coin', 'deposit-amount', 'deposit-tx-id', 'send-deposit']) {
      expect(page.html).toContain(`id="${id}"`);
    }
    expect(page.html).toContain('value="0xabc"');
    expect(page.html).toContain('<option value="XTZ" selected>');
    expect(page.html).toContain('Send deposit');
  });
});

describe('POST /webhooks/crypto-deposit', () => {
  it('credits a transfer the custody provider confirms, once', async () => {
    const { user, address } = await userWithAddress('BTC');
    const hash = `tx-${deps.newId()}`;
    await recordSandboxTransfer(deps.db, { txId: hash, coin: 'BTC', address, micros: 3_000 });
    const notification = { type: 'transfer', state: 'confirmed', coin: 'btc', hash, wallet: 'sandbox' };

    const first = await callApi(deps, 'POST', '/api/webhooks/crypto-deposit', notification);
    expect(first).toMatchObject({ status: 200, body: { outcome: 'credited' } });
    const again = await callApi(deps, 'POST', '/api/webhooks/crypto-deposit', notification);
    expect(again.body).toEqual({ outcome: 'duplicate' });
    expect(await coinBalance(user, 'BTC')).toBe('0.003000');
  });

  it('credits nothing for a transfer the provider does not know or of another coin', async () => {
    const { user, address } = await userWithAddress('ETH');
    const hash = `tx-${deps.newId()}`;
    await recordSandboxTransfer(deps.db, { txId: hash, coin: 'ETH', address, micros: 5 });
    const forged = await callApi(deps, 'POST', '/api/webhooks/crypto-deposit', {
      coin: 'eth',
      hash: 'made-up',
    });
    expect(forged.body).toEqual({ outcome: 'ignored' });
    const otherCoin = await callApi(deps, 'POST', '/api/webhooks/crypto-deposit', { coin: 'usdc', hash });
    expect(otherCoin.body).toEqual({ outcome: 'ignored' });
    expect(await coinBalance(user, 'ETH')).toBe('0.000000');
    expect((await callApi(deps, 'POST', '/api/webhooks/crypto-deposit', { coin: 'eth' })).status).toBe(400);
  });
});
