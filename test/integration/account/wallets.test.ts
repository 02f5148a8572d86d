import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { listWallets } from '../../../functions/data/wallet';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { walletLinkMessage } from '../../../shared/domain/wallet';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { testWallet } from '../../support/wallets';
import { type SignedInUser, signedInUser } from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  deps = createTestDeps(db).deps;
});

/** A fresh wallet's link request, signed for `user`. */
function linkRequest(user: SignedInUser, network = 'polygon', wallet = testWallet()) {
  return {
    wallet,
    body: {
      wallet: { address: wallet.address, connection: 'metamask', network },
      signature: wallet.sign(walletLinkMessage(user.user.uuid)),
    },
  };
}

describe('POST /wallet', () => {
  it('links a wallet whose signature proves ownership, and lists it', async () => {
    const alice = await signedInUser(deps);
    const { wallet, body } = linkRequest(alice, 'ethereum');

    const answer = await alice.call('POST', '/api/wallet', body);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      uuid: expect.any(String),
      address: wallet.address,
      connection: 'metamask',
      network: 'ethereum',
    });
    expect(await listWallets(db, alice.user.uuid)).toEqual([answer.body]);
  });

  it('answers 409 when the address is already linked, to this account or another', async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    const wallet = testWallet();
    expect((await alice.call('POST', '/api/wallet', linkRequest(alice, 'polygon', wallet).body)).status).toBe(
      200,
    );

    const again = await alice.call('POST', '/api/wallet', linkRequest(alice, 'polygon', wallet).body);
    const byBob = await bob.call('POST', '/api/wallet', {
      ...linkRequest(bob, 'polygon', wallet).body,
      // The same address in lower case is the same wallet.
      wallet: { address: wallet.address.toLowerCase(), connection: 'walletconnect', network: 'polygon' },
    });

    for (const answer of [again, byBob]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        detail: messages.walletAlreadyLinked,
        code: 'wallet_already_linked',
      });
    }
    expect(await listWallets(db, bob.user.uuid)).toEqual([]);
    expect(await listWallets(db, alice.user.uuid)).toHaveLength(1);
  });

  it('rejects a signature made for another account, by another key, or of another message', async () => {
    const alice = await signedInUser(deps);
    const bob = await signedInUser(deps);
    const wallet = testWallet();
    const address = { address: wallet.address, connection: 'metamask', network: 'polygon' };

    const signatures = [
      wallet.sign(walletLinkMessage(bob.user.uuid)),
      testWallet().sign(walletLinkMessage(alice.user.uuid)),
      wallet.sign('something else'),
      '0x1234',
    ];
    for (const signature of signatures) {
      const answer = await alice.call('POST', '/api/wallet', { wallet: address, signature });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        detail: messages.walletSignatureInvalid,
        code: 'invalid_signature',
      });
    }
    expect(await listWallets(db, alice.user.uuid)).toEqual([]);
  });

  it('rejects a malformed or wrongly checksummed address, an unknown network, Tezos and missing fields', async () => {
    const alice = await signedInUser(deps);
    const { body } = linkRequest(alice);
    // EIP-55's own example with one letter's case flipped. Flipping a random wallet's letter is not enough: about
    // one random address in 400 then becomes all upper or all lower case, which carries no checksum and is valid.
    const badChecksum = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

    const bad = await alice.call('POST', '/api/wallet', {
      ...body,
      wallet: { ...body.wallet, address: badChecksum },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'wallet.address', message: messages.walletAddressInvalid }]);

    const unknownNetwork = await alice.call('POST', '/api/wallet', {
      ...body,
      wallet: { ...body.wallet, network: 'solana' },
    });
    expect(unknownNetwork.status).toBe(400);
    expect(unknownNetwork.body.errors[0].field).toBe('wallet.network');

    const tezos = await alice.call('POST', '/api/wallet', {
      wallet: { address: 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb', connection: 'beacon', network: 'tezos' },
      signature: 'edsig...',
    });
    expect(tezos.status).toBe(400);
    expect(tezos.body.detail).toBe(messages.walletNetworkNotSupported);

    const missing = await alice.call('POST', '/api/wallet', { wallet: { network: 'polygon' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'signature',
      'wallet.address',
      'wallet.connection',
    ]);
  });

  it('needs a session', async () => {
    const answer = await callApi(deps, 'POST', '/api/wallet', {});
    expect(answer.status).toBe(401);
  });
});

describe('DELETE /wallet/{uuid}', () => {
  it("removes the caller's wallet and frees its address for linking again", async () => {
    const alice = await signedInUser(deps);
    const { wallet, body } = linkRequest(alice);
    const linked = await alice.call('POST', '/api/wallet', body);

    const removed = await alice.call('DELETE', `/api/wallet/${linked.body.uuid}`);

    expect(removed).toMatchObject({ status: 200, body: {} });
    expect(await listWallets(db, alice.user.uuid)).toEqual([]);
    const relinked = await alice.call('POST', '/api/wallet', linkRequest(alice, 'polygon', wallet).body);
    expect(relinked.status).toBe(200);
  });

  it("answers 404 for another user's wallet and leaves it linked", async () => {
    const alice = await signedInUser(deps);
    const mallory = await signedInUser(deps);
    const linked = await alice.call('POST', '/api/wallet', linkRequest(alice).body);

    const answer = await mallory.call('DELETE', `/api/wallet/${linked.body.uuid}`);

    expect(answer.status).toBe(404);
    expect(await listWallets(db, alice.user.uuid)).toEqual([linked.body]);
    expect((await alice.call('DELETE', '/api/wallet/NO-SUCH-WALLET')).status).toBe(404);
  });
});
