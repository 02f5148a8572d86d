import { beforeAll, describe, expect, it } from 'vitest';
import { put, transactWrite } from '../../../functions/data/db';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem, setItemVisibility, toItem } from '../../../functions/data/nft-item';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { cardLine, giveEdition, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;

const POSTER = 'nft-signed-tour-poster';
const path = (itemId: string) => `/api/nft/item/${itemId}`;
const stored = async (id: string) => {
  const item = await getNftItem(db, id);
  if (!item) throw new Error(`${id} missing`);
  return item;
};

let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  owner = await signedInUser(deps);
  other = await signedInUser(deps);
  const claimed = { how: 'claim' as const, lineItem: null };
  await giveEdition(deps, nft(POSTER), 1, owner.user.uuid, claimed);
  await giveEdition(deps, nft(POSTER), 2, owner.user.uuid, claimed);
  // Bought by card: on its 48-hour resale cool-down.
  await giveEdition(deps, nft(POSTER), 3, owner.user.uuid, { lineItem: cardLine(5_000) });
  await giveEdition(deps, nft(POSTER), 4, other.user.uuid, claimed);
  // Not for resale.
  await giveEdition(deps, nft('nft-sunrise-postcard'), 1, owner.user.uuid, claimed);
});

describe('PATCH /api/nft/item/{id}', () => {
  it("makes the owner's item private and public again, answering the item", async () => {
    const toPrivate = await owner.call('PATCH', path(`${POSTER}-1`), { visibility: 'private' });
    expect(toPrivate.status).toBe(200);
    expect(toPrivate.body).toMatchObject({ id: `${POSTER}-1`, visibility: 'private', is_owner: true });
    expect((await stored(`${POSTER}-1`)).visibility).toBe('private');

    const again = await owner.call('PATCH', path(`${POSTER}-1`), { visibility: 'private' });
    expect(again.status).toBe(200);

    const toPublic = await owner.call('PATCH', path(`${POSTER}-1`), { visibility: 'public' });
    expect(toPublic.body.visibility).toBe('public');
    expect((await stored(`${POSTER}-1`)).visibility).toBe('public');
  });

  it("refuses another user's item with 403 and changes nothing", async () => {
    const { status } = await other.call('PATCH', path(`${POSTER}-1`), { visibility: 'private' });
    expect(status).toBe(403);
    expect((await stored(`${POSTER}-1`)).visibility).toBe('public');
  });

  it('answers 404 for an item nobody owns or that does not exist, and 401 logged out', async () => {
    expect((await owner.call('PATCH', path(`${POSTER}-20`), { visibility: 'private' })).status).toBe(404);
    expect((await owner.call('PATCH', path('nft-nothing-1'), { visibility: 'private' })).status).toBe(404);
    expect((await callApi(deps, 'PATCH', path(`${POSTER}-1`), { visibility: 'private' })).status).toBe(401);
  });

  it('answers 400 for bad input', async () => {
    for (const body of [{}, { visibility: 'hidden' }, { visibility: 1 }, { visibility: 'x'.repeat(5000) }]) {
      const { status, body: answer } = await owner.call('PATCH', path(`${POSTER}-1`), body);
      expect(status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.errors[0].field).toBe('visibility');
    }
    expect((await owner.call('PATCH', path('x'.repeat(65)), { visibility: 'private' })).status).toBe(400);
  });

  it('refuses while resale is not allowed, with the resale denial', async () => {
    const postcard = await owner.call('PATCH', path('nft-sunrise-postcard-1'), { visibility: 'private' });
    expect(postcard.status).toBe(409);
    expect(postcard.body).toMatchObject({
      code: 'resell_not_available',
      detail: 'This NFT cannot be resold.',
    });

    const cooling = await owner.call('PATCH', path(`${POSTER}-3`), { visibility: 'private' });
    expect(cooling.status).toBe(409);
    expect(cooling.body.code).toBe('resell_not_available_yet');
    expect((await stored(`${POSTER}-3`)).visibility).toBe('public');
  });

  it('refuses a listed item: it stays public', async () => {
    const item = await stored(`${POSTER}-2`);
    await transactWrite(db, [
      put(db, toItem({ ...item, listing: { auctionId: 'listing-2', priceCents: 9_000 } })),
    ]);
    const { status, body } = await owner.call('PATCH', path(`${POSTER}-2`), { visibility: 'private' });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'item_listed',
      detail: 'A listed NFT stays public until it is removed from the marketplace.',
    });
    expect((await stored(`${POSTER}-2`)).visibility).toBe('public');
    await transactWrite(db, [put(db, toItem({ ...item, listing: null }))]);
  });

  it('writes nothing when the owner or the listing changed since the read', async () => {
    const read = await stored(`${POSTER}-4`);
    // A stale owner: the edition is someone else's now.
    expect(await setItemVisibility(db, read, owner.user.uuid, 'private')).toBeNull();
    // Listed between the read and the write.
    await transactWrite(db, [
      put(db, toItem({ ...read, listing: { auctionId: 'listing-4', priceCents: 100 } })),
    ]);
    expect(await setItemVisibility(db, read, other.user.uuid, 'private')).toBeNull();
    expect((await stored(`${POSTER}-4`)).visibility).toBe('public');
    await transactWrite(db, [put(db, toItem(read))]);
  });
});

describe('a private item', () => {
  beforeAll(async () => {
    expect((await owner.call('PATCH', path(`${POSTER}-1`), { visibility: 'private' })).status).toBe(200);
  });

  it('is left out of the editions table for anyone but its owner', async () => {
    const editions = `/api/nft/marketplace/${POSTER}`;
    const ids = (answer: { body: { results: { id: string }[] } }) => answer.body.results.map((e) => e.id);
    const forOwner = await owner.call('GET', editions);
    expect(ids(forOwner)).toContain(`${POSTER}-1`);
    for (const answer of [await other.call('GET', editions), await callApi(deps, 'GET', editions)]) {
      expect(ids(answer)).not.toContain(`${POSTER}-1`);
      expect(answer.body.total).toBe(forOwner.body.total - 1);
    }
  });

  it('answers 404 to anyone but its owner', async () => {
    const item = `/api/nft/${POSTER}/item/${POSTER}-1`;
    expect((await owner.call('GET', item)).body.visibility).toBe('private');
    expect((await other.call('GET', item)).status).toBe(404);
    expect((await callApi(deps, 'GET', item)).status).toBe(404);
  });
});
