import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { getNftExport } from '../../../functions/data/nft-export';
import { getNftItem } from '../../../functions/data/nft-item';
import { encodeTezosAddress } from '../../../functions/domain/crypto/addresses/tezos';
import { beginTransfer } from '../../../functions/domain/export/export-steps';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { parseEnv } from '../../../functions/lib/env';
import { CARD_RESALE_COOLDOWN_MS } from '../../../shared/domain/constants';
import { Blockchain } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { putCatalogNfts } from '../collection/support';
import { postOffer, usdOffer } from '../offers/support';
import { listingBody } from '../resale/support';
import {
  cancelPath,
  ETHEREUM_WALLET,
  exportPath,
  itemPath,
  ownedEdition,
  PAST_EXPORT_DELAY_MS,
  TEZOS_WALLET,
} from './support';

const db = await createTestDb();
const started: { workflow: string; input: Record<string, unknown>; name: string }[] = [];
let failStarts = 0;
const { deps, clock } = createTestDeps(db, {
  workflows: {
    async start(workflow, input, name) {
      if (failStarts > 0) {
        failStarts--;
        throw new Error('Step Functions is unreachable');
      }
      started.push({ workflow, input, name });
      return { executionArn: `arn:aws:states:local:000000000000:execution:${workflow}:${name}` };
    },
  },
});
await putCatalogNfts(deps);

let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  owner = await signedInUser(deps);
  stranger = await signedInUser(deps);
});

/** An Ethereum edition of the owner's, old enough to export. */
async function exportableEdition(user: SignedInUser = owner) {
  const edition = await ownedEdition(deps, user, 'ethereum');
  clock.advance(PAST_EXPORT_DELAY_MS);
  return edition;
}

const validity = (user: SignedInUser, wallet_address: string, blockchain: number) =>
  user.call('POST', '/api/nft/validate-wallet-address', { wallet_address, blockchain });

describe('POST /api/nft/validate-wallet-address', () => {
  const flipCase = (address: string, at: number) => {
    const char = address[at] ?? '';
    const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
    return address.slice(0, at) + flipped + address.slice(at + 1);
  };
  const firstLetter = (address: string) => [...address].findIndex((char, i) => i > 1 && /[a-f]/i.test(char));

  it('accepts Ethereum and Polygon addresses with a right EIP-55 checksum, or without one (one case)', async () => {
    for (const blockchain of [Blockchain.ethereum, Blockchain.polygon]) {
      expect((await validity(owner, ETHEREUM_WALLET, blockchain)).body).toEqual({ validity: true });
      expect((await validity(owner, ETHEREUM_WALLET.toLowerCase(), blockchain)).body).toEqual({
        validity: true,
      });
      const broken = flipCase(ETHEREUM_WALLET, firstLetter(ETHEREUM_WALLET));
      expect((await validity(owner, broken, blockchain)).body).toEqual({ validity: false });
      expect((await validity(owner, ETHEREUM_WALLET.slice(0, -1), blockchain)).body).toEqual({
        validity: false,
      });
      expect((await validity(owner, TEZOS_WALLET, blockchain)).body).toEqual({ validity: false });
    }
  });

  it('accepts tz1, tz2, tz3 and KT1 addresses whose base58check checksum is right', async () => {
    for (const kind of ['tz1', 'tz2', 'tz3', 'KT1'] as const) {
      const address = encodeTezosAddress(kind, new Uint8Array(20).fill(3));
      expect(address.startsWith(kind)).toBe(true);
      expect((await validity(owner, address, Blockchain.tezos)).body).toEqual({ validity: true });
      // One character changed breaks the checksum.
      const last = address.at(-1) === 'a' ? 'b' : 'a';
      expect((await validity(owner, address.slice(0, -1) + last, Blockchain.tezos)).body).toEqual({
        validity: false,
      });
    }
    expect((await validity(owner, ETHEREUM_WALLET, Blockchain.tezos)).body).toEqual({ validity: false });
  });

  it('answers 400 for a missing address or an unknown chain, 401 without a session', async () => {
    expect((await owner.call('POST', '/api/nft/validate-wallet-address', { blockchain: 3 })).status).toBe(
      400,
    );
    expect((await validity(owner, ETHEREUM_WALLET, 9)).status).toBe(400);
    const anonymous = await callApi(deps, 'POST', '/api/nft/validate-wallet-address', {
      wallet_address: ETHEREUM_WALLET,
      blockchain: 3,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/nft/{itemId}/export', () => {
  it('holds the item, records the export and starts its workflow with the processing window', async () => {
    const { nftId, itemId } = await exportableEdition();
    const wallet = ETHEREUM_WALLET.toLowerCase();

    const answer = await owner.call('POST', exportPath(itemId), { wallet_address: wallet, blockchain: 3 });

    expect(answer).toMatchObject({ status: 200, body: { export_status: 'pending' } });
    const item = await getNftItem(db, itemId);
    expect(item).toMatchObject({ exportStatus: 'pending', owner: owner.user.uuid });
    const record = await getNftExport(db, String(item?.exportId));
    expect(record).toMatchObject({
      itemId,
      ownerUuid: owner.user.uuid,
      blockchain: Blockchain.ethereum,
      tokenStandard: 'ERC-721',
      walletAddress: ETHEREUM_WALLET,
      status: 'pending',
    });
    const start = started.at(-1);
    expect(start).toMatchObject({ workflow: 'export', name: `export-${record?.id}` });
    expect(start?.input).toEqual({ exportId: record?.id, waitSeconds: expect.any(Number) });
    // 2 business days from Monday 1 June 2026 (the clock moved 31 days: Thursday 2 July) to Monday 6 July.
    expect(start?.input.waitSeconds).toBe(4 * 24 * 3600);

    const seen = await owner.call('GET', itemPath(nftId, itemId));
    expect(seen.body).toMatchObject({
      export_status: 'pending',
      export_allowed: false,
      export_cancellable: true,
      export_denied_reason: { title: messages.itemNotReadyForExport, description: messages.exportInProgress },
      resell_allowed: false,
      can_gift: false,
    });
  });

  it('refuses a listing, a visibility change, an offer and a second export while exporting', async () => {
    const { nftId, itemId } = await exportableEdition();
    expect((await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET })).status).toBe(
      200,
    );

    const listing = await owner.call('POST', '/api/auction/create', listingBody(nftId, itemId, 30));
    expect(listing.status).toBe(409);
    const visibility = await owner.call('PATCH', `/api/nft/item/${itemId}`, { visibility: 'private' });
    expect(visibility.status).toBe(409);
    const offer = await postOffer(deps, stranger.user, usdOffer(itemId, 20));
    expect(offer.status).toBe(403);
    const again = await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    expect(again).toMatchObject({ status: 409, body: { code: 'export_not_allowed' } });
    expect(await getNftItem(db, itemId)).toMatchObject({
      exportStatus: 'pending',
      listing: null,
      visibility: 'public',
    });
  });

  it('answers 409 within 30 days of the purchase, and for a listed item', async () => {
    const { nftId, itemId } = await ownedEdition(deps, owner, 'ethereum');
    const early = await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    expect(early).toMatchObject({ status: 409, body: { code: 'export_not_allowed' } });
    expect(early.body.detail).toMatch(/^An NFT can be exported 30 days after it was bought/);

    clock.advance(PAST_EXPORT_DELAY_MS);
    expect((await owner.call('POST', '/api/auction/create', listingBody(nftId, itemId, 30))).status).toBe(
      200,
    );
    const listed = await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    expect(listed).toMatchObject({ status: 409, body: { detail: messages.exportListed } });
    expect((await getNftItem(db, itemId))?.exportStatus).toBe('not_initiated');
  });

  it("answers 403 for another user's item and 404 for an unknown one, changing nothing", async () => {
    const { itemId } = await exportableEdition();
    const foreign = await stranger.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    expect(foreign.status).toBe(403);
    expect((await getNftItem(db, itemId))?.exportStatus).toBe('not_initiated');
    expect(
      (await owner.call('POST', exportPath('nft-nothing-1'), { wallet_address: ETHEREUM_WALLET })).status,
    ).toBe(404);
  });

  it("answers 400 for an address that is not of the item's chain, or another chain named", async () => {
    const { itemId } = await exportableEdition();
    const tezos = await owner.call('POST', exportPath(itemId), { wallet_address: TEZOS_WALLET });
    expect(tezos).toMatchObject({ status: 400, body: { errors: [{ field: 'wallet_address' }] } });
    const polygon = await owner.call('POST', exportPath(itemId), {
      wallet_address: ETHEREUM_WALLET,
      blockchain: 2,
    });
    expect(polygon.body.detail).toBe('This NFT can only be exported to a wallet on Ethereum.');
    expect((await owner.call('POST', exportPath(itemId), {})).status).toBe(400);
    expect((await getNftItem(db, itemId))?.exportStatus).toBe('not_initiated');
  });

  it('sends a Tezos edition as FA2 and a Polygon one as ERC-1155', async () => {
    for (const [chain, wallet, standard] of [
      ['tezos', TEZOS_WALLET, 'FA2'],
      ['polygon', ETHEREUM_WALLET, 'ERC-1155'],
    ] as const) {
      const { itemId } = await ownedEdition(deps, owner, chain);
      clock.advance(PAST_EXPORT_DELAY_MS);
      expect((await owner.call('POST', exportPath(itemId), { address: wallet })).status).toBe(200);
      const item = await getNftItem(db, itemId);
      expect(await getNftExport(db, String(item?.exportId))).toMatchObject({ tokenStandard: standard });
    }
  });

  it('lets an e-mail of the exclusion list export at once, even with the export flag off', async () => {
    const { itemId } = await ownedEdition(deps, owner, 'ethereum');
    // Bought by card: the list skips the export delay, not the 48-hour card cool-down (test/integration/abuse).
    clock.advance(CARD_RESALE_COOLDOWN_MS);
    const { deps: off } = createTestDeps(db, { flags: { ...deps.flags, exportEnabled: false } });
    const denied = await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    expect(denied.status).toBe(409);

    const env = parseEnv({
      STAGE: 'test',
      TABLE_NAME: db.tableName,
      EXPORT_EMAIL_EXCLUSIONS: ` other@example.com , ${owner.user.email.toUpperCase()}`,
    });
    const { deps: exempt } = createTestDeps(db, { env, flags: off.flags, workflows: deps.workflows, clock });
    const token = await exempt.sessions.issueIdToken({ uuid: owner.user.uuid, emailVerified: true });
    const answer = await callApi(
      exempt,
      'POST',
      exportPath(itemId),
      { wallet_address: ETHEREUM_WALLET },
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(answer.status).toBe(200);
  });
});

describe('POST /api/nft/{itemId}/cancel_export', () => {
  it("gives the item back while the export waits: 'Export successfully canceled'", async () => {
    const { nftId, itemId } = await exportableEdition();
    await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    const exportId = String((await getNftItem(db, itemId))?.exportId);

    expect((await stranger.call('POST', cancelPath(itemId))).status).toBe(403);
    const answer = await owner.call('POST', cancelPath(itemId));

    expect(answer).toEqual({
      status: 200,
      body: { export_status: 'not_initiated', detail: 'Export successfully canceled' },
    });
    expect(await getNftExport(db, exportId)).toMatchObject({ status: 'cancelled' });
    const seen = await owner.call('GET', itemPath(nftId, itemId));
    expect(seen.body).toMatchObject({
      export_status: 'not_initiated',
      export_allowed: true,
      export_cancellable: false,
    });
    // The workflow's transfer step then finds it cancelled.
    expect(await beginTransfer(deps, exportId)).toEqual({ proceed: false });
    expect((await owner.call('POST', cancelPath(itemId))).status).toBe(409);
    // And the item can be listed again.
    expect((await owner.call('POST', '/api/auction/create', listingBody(nftId, itemId, 30))).status).toBe(
      200,
    );
  });

  it('answers 409 once the transfer began', async () => {
    const { itemId } = await exportableEdition();
    await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    const exportId = String((await getNftItem(db, itemId))?.exportId);
    expect(await beginTransfer(deps, exportId)).toEqual({ proceed: true });

    const answer = await owner.call('POST', cancelPath(itemId));

    expect(answer).toMatchObject({ status: 409, body: { code: 'export_not_cancellable' } });
    expect(await getNftItem(db, itemId)).toMatchObject({ exportStatus: 'started' });
  });

  it('racing the transfer step, has one outcome each time', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { itemId } = await exportableEdition();
      await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
      const exportId = String((await getNftItem(db, itemId))?.exportId);

      const [cancel, begin] = await Promise.all([
        owner.call('POST', cancelPath(itemId)),
        beginTransfer(deps, exportId),
      ]);

      const record = await getNftExport(db, exportId);
      const item = await getNftItem(db, itemId);
      if (cancel.status === 200) {
        expect(begin.proceed).toBe(false);
        expect(record?.status).toBe('cancelled');
        expect(item?.exportStatus).toBe('not_initiated');
        outcomes.add('cancelled');
      } else {
        expect(cancel.status).toBe(409);
        expect(begin.proceed).toBe(true);
        expect(record?.status).toBe('transferring');
        expect(item?.exportStatus).toBe('started');
        outcomes.add('transferring');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('an export whose workflow did not start', () => {
  it('is started by the recovery sweep, once, and then leaves the recovery index', async () => {
    const { itemId } = await exportableEdition();
    failStarts = 1;
    const answer = await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
    expect(answer.status).toBe(500);
    const exportId = String((await getNftItem(db, itemId))?.exportId);
    expect(started.some((start) => start.name === `export-${exportId}`)).toBe(false);

    clock.advance(deps.env.RECOVERY_LEASE_SECONDS * 1000 + 1000);
    await sweepUnfinishedWork(deps, deps.env.RECOVERY_LEASE_SECONDS * 1000);
    await sweepUnfinishedWork(deps, deps.env.RECOVERY_LEASE_SECONDS * 1000);

    expect(started.filter((start) => start.name === `export-${exportId}`)).toHaveLength(1);
    const stored = await db.client.send(
      new GetCommand({
        TableName: db.tableName,
        Key: { pk: `NFT_EXPORT#${exportId}`, sk: 'EXPORT' },
      }),
    );
    expect(stored.Item?.gsi3pk).toBeUndefined();
    expect(stored.Item?.status).toBe('pending');
  });
});
