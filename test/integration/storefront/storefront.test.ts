import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuction } from '../../../functions/data/auction';
import { getCollection } from '../../../functions/data/collection';
import { getItem, transactWrite } from '../../../functions/data/db';
import { getNft } from '../../../functions/data/nft';
import { getOrder } from '../../../functions/data/order';
import { getStorefrontNft, startStorefrontMint } from '../../../functions/data/storefront-nft';
import { listTransactionsOfYear } from '../../../functions/data/transaction-report';
import { sweepUnfinishedWork } from '../../../functions/domain/recovery/sweep';
import { createCreatorInvitation } from '../../../functions/domain/storefront/invitations';
import { checkMintPayment, mintStorefrontNft } from '../../../functions/domain/storefront/mint-steps';
import { storefrontMintOrderId } from '../../../functions/domain/storefront/request-mint';
import { type LocalMedia, localMedia } from '../../../functions/lib/adapters/local-media';
import { CREATOR_INVITATION_TTL_MS, STOREFRONT_MINTING_FEE_CENTS } from '../../../shared/domain/constants';
import { defaultFlags } from '../../../shared/domain/flags';
import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { balanceOf, fund, revenue } from '../payment-service/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { creator, draftBody, paths, storefrontDeps, uploadedKey, usdMintBody } from './support';

const db = await createTestDb();
/** The test's local media, so the upload test can take the file the presigned URL allows. */
const media: LocalMedia = localMedia(mkdtempSync(join(tmpdir(), 'storefront-media-')));
const { deps, clock } = storefrontDeps(db, { media });

let maker: SignedInUser & { creatorId: string };
let other: SignedInUser & { creatorId: string };
let collector: SignedInUser;
beforeAll(async () => {
  maker = await creator(deps, 'Marta Quill');
  other = await creator(deps, 'Otto Brand');
  collector = await signedInUser(deps);
  await deps.media.put(uploadedKey(maker.creatorId), new Uint8Array([1, 2, 3]), 'image/png');
});

/** A draft of `user`'s, minted (the fee paid from prepaid USD, the workflow's steps run). */
async function mintedNft(user: SignedInUser & { creatorId: string }, extra: Record<string, unknown> = {}) {
  await fund(deps, { kind: 'usd', userUuid: user.user.uuid }, 10_000);
  const draft = await user.call('POST', paths.nfts, draftBody(user.creatorId, extra));
  expect(draft.status).toBe(200);
  const minting = await user.call('POST', paths.mint(draft.body.uuid), usdMintBody);
  expect(minting.body).toEqual({ status: 'minting', order_id: storefrontMintOrderId(draft.body.uuid) });
  expect(await checkMintPayment(deps, draft.body.uuid)).toEqual({ outcome: 'paid' });
  await mintStorefrontNft(deps, draft.body.uuid);
  return draft.body.uuid as string;
}

describe('with the flags off (the default)', () => {
  it('answers 403 on the public creator reads and on every storefront call', async () => {
    const off = createTestDeps(db, { flags: { ...defaultFlags } });
    const user = await signedInUser(off.deps);
    for (const path of [paths.artists, paths.publicNfts, paths.artist('x'), paths.publicNft('x')])
      expect(await user.call('GET', path)).toMatchObject({
        status: 403,
        body: { code: 'creators_disabled', detail: storefrontMessages.creatorsDisabled },
      });
    for (const [method, path] of [
      ['GET', paths.claims],
      ['GET', paths.profile],
      ['GET', paths.nfts],
      ['GET', paths.earnings],
    ] as const)
      expect(await user.call(method, path)).toMatchObject({
        status: 403,
        body: { code: 'storefront_disabled', detail: storefrontMessages.storefrontDisabled },
      });
  });
});

describe('claims', () => {
  it('claims an invitation sent to the caller, once, and lists it as valid', async () => {
    const user = await signedInUser(deps);
    const invitation = await createCreatorInvitation(deps, {
      email: user.user.email.toUpperCase(),
      creatorName: 'Ines Vale',
    });
    expect((await user.call('GET', paths.claims)).body).toEqual({ claims: [] });

    const claimed = await user.call('POST', paths.claims, { token: invitation.token });

    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ creator_name: 'Ines Vale', valid: true });
    expect((await user.call('GET', paths.claims)).body.claims).toEqual([claimed.body]);
    expect((await user.call('GET', paths.profile)).body).toMatchObject({
      name: 'Ines Vale',
      payout_type: 'fiat',
    });
    expect(await user.call('POST', paths.claims, { token: invitation.token })).toMatchObject({
      status: 409,
      body: { detail: storefrontMessages.invitationClaimed },
    });
  });

  it('refuses an unknown token, another address, an expired invitation and a second creator', async () => {
    const user = await signedInUser(deps);
    expect(await user.call('POST', paths.claims, { token: 'nope' })).toMatchObject({
      status: 404,
      body: { detail: storefrontMessages.invitationNotFound },
    });
    const elsewhere = await createCreatorInvitation(deps, {
      email: 'someone@example.com',
      creatorName: 'Zed',
    });
    expect(await user.call('POST', paths.claims, { token: elsewhere.token })).toMatchObject({
      status: 403,
      body: { detail: storefrontMessages.invitationOtherEmail },
    });
    const late = await createCreatorInvitation(deps, { email: user.user.email, creatorName: 'Late Lu' });
    clock.advance(CREATOR_INVITATION_TTL_MS + 1);
    expect(await user.call('POST', paths.claims, { token: late.token })).toMatchObject({
      status: 409,
      body: { detail: storefrontMessages.invitationExpired },
    });
    const second = await createCreatorInvitation(deps, { email: maker.user.email, creatorName: 'Twice' });
    expect((await maker.call('POST', paths.claims, { token: second.token })).status).toBe(409);
    expect((await maker.call('GET', paths.profile)).body.name).toBe('Marta Quill');
  });

  it('answers 403 on creator calls to a user who is not a creator', async () => {
    for (const [method, path] of [
      ['GET', paths.profile],
      ['GET', paths.nfts],
      ['POST', paths.nfts],
      ['GET', paths.earnings],
    ] as const)
      expect(
        await collector.call(method, path, method === 'POST' ? draftBody('none') : undefined),
      ).toMatchObject({
        status: 403,
        body: { code: 'not_a_creator', detail: storefrontMessages.notACreator },
      });
  });
});

describe('profile and media', () => {
  it('updates the name, bio and payout type, and refuses a short name', async () => {
    const user = await creator(deps, 'Pia Long');
    const updated = await user.call('PATCH', paths.profile, {
      bio: 'Paints harbours.',
      payout_type: 'crypto',
    });
    expect(updated.body).toMatchObject({ name: 'Pia Long', bio: 'Paints harbours.', payout_type: 'crypto' });
    expect((await user.call('PATCH', paths.profile, { name: 'ab' })).status).toBe(400);
    expect((await user.call('GET', paths.profile)).body.name).toBe('Pia Long');
  });

  it('answers a presigned upload for an image, and refuses other types and files over 50 MB', async () => {
    const answer = await maker.call('POST', paths.uploadUrl, { content_type: 'image/png', size: 1234 });
    expect(answer.status).toBe(200);
    expect(answer.body.media_key).toMatch(new RegExp(`^storefront/${maker.creatorId}/.+\\.png$`));
    expect(answer.body.headers).toEqual({ 'Content-Type': 'image/png' });
    const url = new URL(answer.body.upload_url, 'http://localhost');
    const wrongSize = await media.writeSigned(
      url,
      { contentType: 'image/png', body: new Uint8Array(3) },
      Date.now(),
    );
    expect(wrongSize).toEqual({ refused: 'invalid' });
    const stored = await media.writeSigned(
      url,
      { contentType: 'image/png', body: new Uint8Array(1234) },
      clock.now().getTime(),
    );
    expect(stored).toEqual({ key: answer.body.media_key });
    expect(await deps.media.exists(answer.body.media_key)).toBe(true);
    expect((await maker.call('POST', paths.uploadUrl, { content_type: 'text/html', size: 10 })).status).toBe(
      400,
    );
    expect(
      (await maker.call('POST', paths.uploadUrl, { content_type: 'video/mp4', size: 50 * 1024 * 1024 + 1 }))
        .status,
    ).toBe(400);
  });
});

describe('drafts', () => {
  it("saves, reads and edits a draft; another creator's answers 403, an unknown one 404", async () => {
    const created = await maker.call('POST', paths.nfts, draftBody(maker.creatorId));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'draft',
      royalty: 7.5,
      editions: 5,
      sold: 0,
      listing: null,
    });
    const { uuid } = created.body;

    const edited = await maker.call('PATCH', paths.nft(uuid), { title: 'Harbour at dusk', editions: 3 });
    expect(edited.body).toMatchObject({ title: 'Harbour at dusk', editions: 3, royalty: 7.5 });
    expect((await maker.call('GET', paths.nft(uuid))).body.title).toBe('Harbour at dusk');
    expect((await maker.call('GET', paths.nfts)).body.results[0].uuid).toBe(uuid);

    for (const [method, path, body] of [
      ['GET', paths.nft(uuid), undefined],
      ['PATCH', paths.nft(uuid), { title: 'Mine now' }],
      ['POST', paths.mint(uuid), usdMintBody],
      ['POST', paths.list(uuid), { price: 10, quantity: 1 }],
    ] as const)
      expect(await other.call(method, path, body)).toMatchObject({
        status: 403,
        body: { detail: storefrontMessages.storefrontNotYours },
      });
    expect((await maker.call('GET', paths.nft(uuid))).body.title).toBe('Harbour at dusk');
    expect((await maker.call('GET', paths.nft('unknown'))).status).toBe(404);
  });

  it('refuses out-of-range fields', async () => {
    for (const bad of [
      { title: '' },
      { editions: 0 },
      { editions: 1001 },
      { royalty: 10.5 },
      { traits: Array.from({ length: 21 }, () => ({ trait_type: 'a', value: 'b' })) },
      { description: 'x'.repeat(2001) },
    ])
      expect(
        (await maker.call('POST', paths.nfts, draftBody(maker.creatorId, bad))).status,
        JSON.stringify(bad),
      ).toBe(400);
  });
});

describe('minting', () => {
  it('refuses a draft without media, charges $5 and mints the catalog NFT, then refuses edits', async () => {
    const bare = await maker.call('POST', paths.nfts, draftBody(maker.creatorId, { media_key: null }));
    expect(await maker.call('POST', paths.mint(bare.body.uuid), usdMintBody)).toMatchObject({
      status: 409,
      body: { detail: storefrontMessages.storefrontMintNeedsDraft },
    });

    const uuid = await mintedNft(maker);

    const order = await getOrder(db, storefrontMintOrderId(uuid));
    expect(order).toMatchObject({ status: 'paid', kind: 'mint', priceCents: STOREFRONT_MINTING_FEE_CENTS });
    const year = Number(order?.updatedAt.slice(0, 4));
    expect(await listTransactionsOfYear(db, maker.user.uuid, year)).toContainEqual(
      expect.objectContaining({ kind: 'mint', reference: order?.id, amountCents: order?.totalCents }),
    );
    const view = (await maker.call('GET', paths.nft(uuid))).body;
    expect(view).toMatchObject({ status: 'minted', nft_id: `storefront-${uuid}` });
    expect(await getNft(db, view.nft_id)).toMatchObject({ quantity: 5, resaleRoyaltyBps: 750 });
    expect((await getStorefrontNft(db, uuid))?.status).toBe('minted');
    expect(await maker.call('PATCH', paths.nft(uuid), { title: 'Too late' })).toMatchObject({
      status: 409,
      body: { detail: storefrontMessages.storefrontDraftOnly },
    });
    expect((await maker.call('POST', paths.mint(uuid), usdMintBody)).status).toBe(409);
  });

  it('fails the mint and keeps the fee unpaid when the balance is short', async () => {
    const poor = await creator(deps, 'Nina Short');
    const draft = await poor.call('POST', paths.nfts, draftBody(poor.creatorId));
    const answer = await poor.call('POST', paths.mint(draft.body.uuid), usdMintBody);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect((await getStorefrontNft(db, draft.body.uuid))?.status).toBe('mint_failed');
    expect(await checkMintPayment(deps, draft.body.uuid)).toEqual({ outcome: 'failed' });
  });
});

describe('listing, buying and earnings', () => {
  it('lists editions as a Buy Now whose sale pays the creator 90% and revenue 10%', async () => {
    const uuid = await mintedNft(maker);
    expect((await maker.call('POST', paths.list(uuid), { price: 20, quantity: 6 })).status).toBe(400);
    expect((await maker.call('POST', paths.list(uuid), { price: 0.5, quantity: 1 })).status).toBe(400);

    const listed = await maker.call('POST', paths.list(uuid), { price: 20, quantity: 2 });
    expect(listed.status).toBe(200);
    const auctionId = listed.body.listing.auction_id;
    expect(listed.body.listing).toMatchObject({ price: 20, quantity: 2, ends: null });
    expect(await getAuction(db, auctionId)).toMatchObject({ priceCents: 2_000, availableQuantity: 2 });
    expect(await maker.call('POST', paths.list(uuid), { price: 20, quantity: 1 })).toMatchObject({
      status: 409,
      body: { detail: storefrontMessages.storefrontAlreadyListed },
    });

    const nftId = listed.body.nft_id;
    const card = (await collector.call('GET', paths.publicNft(nftId))).body;
    expect(card).toMatchObject({
      id: nftId,
      auction_id: auctionId,
      price: 20,
      available: 2,
      sold_out: false,
      royalty: 7.5,
      artist: { id: maker.creatorId, name: 'Marta Quill' },
    });

    // The existing auction and NFT pages read them as any other.
    expect((await collector.call('GET', `/api/auction/${auctionId}`)).body).toMatchObject({
      id: auctionId,
      price: 20,
    });
    expect((await collector.call('GET', `/api/nft/${nftId}`)).status).toBe(200);

    const buyer = await bidder(deps, 100_000);
    await acceptFraudCheck(deps, buyer.user.uuid, auctionId, 2_000);
    const revenueBefore = await revenue(deps);
    const bought = await callAs(deps, buyer.user, balancePath(auctionId), usdBuyBody(2_000));
    expect(bought.status).toBe(200);

    expect(await balanceOf(deps, { kind: 'earnings', userUuid: maker.user.uuid })).toBe(1_800);
    expect((await revenue(deps)) - revenueBefore).toBe(200);
    const earnings = await maker.call('GET', paths.earnings);
    expect(earnings.body).toMatchObject({ balance: 18, available: 18, withdrawals: [] });
    expect(earnings.body.sales).toEqual([
      expect.objectContaining({
        nft_id: nftId,
        price: 20,
        share: 18,
        buyer_username: buyer.user.username,
      }),
    ]);
    expect((await other.call('GET', paths.earnings)).body).toMatchObject({ balance: 0, sales: [] });
    expect((await maker.call('GET', paths.nft(uuid))).body.sold).toBe(1);
    expect((await collector.call('GET', paths.publicNft(nftId))).body.available).toBe(1);
  });

  it('refuses to list a draft', async () => {
    const draft = await maker.call('POST', paths.nfts, draftBody(maker.creatorId));
    expect(await maker.call('POST', paths.list(draft.body.uuid), { price: 20, quantity: 1 })).toMatchObject({
      status: 409,
      body: { detail: storefrontMessages.storefrontListNeedsMinted },
    });
  });
});

describe('public reads', () => {
  it('lists creators by name with their NFT counts, and their storefront NFTs', async () => {
    const page = await collector.call('GET', paths.artists);
    expect(page.status).toBe(200);
    const names = page.body.results.map((card: { name: string }) => card.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(page.body).toMatchObject({ previous: null });
    const marta = page.body.results.find((card: { id: string }) => card.id === maker.creatorId);
    expect(marta.nft_count).toBeGreaterThanOrEqual(1);

    const profile = await collector.call('GET', paths.artist(maker.creatorId));
    expect(profile.body).toMatchObject({ id: maker.creatorId, name: 'Marta Quill' });
    expect((await collector.call('GET', paths.artist('nobody'))).status).toBe(404);

    // Marta minted two NFTs above: her collection counts both, with their editions.
    expect(await getCollection(db, `storefront-${maker.creatorId}`)).toMatchObject({
      title: 'Marta Quill',
      nftQuantity: 2,
      editions: 10,
    });
    const nfts = await collector.call('GET', `${paths.publicNfts}?artist_id=${maker.creatorId}`);
    expect(nfts.body.results.length).toBe(marta.nft_count);
    expect(
      (await collector.call('GET', `${paths.publicNfts}?artist_id=${other.creatorId}`)).body.results,
    ).toEqual([]);
    expect((await collector.call('GET', paths.publicNft('storefront-unknown'))).status).toBe(404);
  });
});

describe('recovery', () => {
  it('starts the workflow of a mint whose request stopped after minting began, and leaves the index', async () => {
    const started: string[] = [];
    const stopping = storefrontDeps(db, {
      media,
      workflows: {
        async start(workflow, _input, name) {
          started.push(name);
          return { executionArn: `arn:aws:states:local:000000000000:execution:${workflow}:${name}` };
        },
      },
    });
    const draft = await maker.call('POST', paths.nfts, draftBody(maker.creatorId));
    const record = await getStorefrontNft(db, draft.body.uuid);
    if (!record) throw new Error('no draft');
    await transactWrite(db, [
      startStorefrontMint(db, record, {
        orderId: storefrontMintOrderId(record.uuid),
        method: { type: 'usd' },
        at: stopping.clock.now().toISOString(),
      }),
    ]);
    stopping.clock.advance(stopping.deps.env.RECOVERY_LEASE_SECONDS * 1000 + 1);

    await sweepUnfinishedWork(stopping.deps, stopping.deps.env.RECOVERY_LEASE_SECONDS * 1000);

    expect(started).toContain(`storefront-mint-${record.uuid}`);
    const swept = await getItem(db, `STOREFRONT_NFT#${record.uuid}`, 'STOREFRONT_NFT', (item) => item);
    expect(swept?.gsi3pk).toBeUndefined();
    expect(swept?.status).toBe('minting');
  });
});
