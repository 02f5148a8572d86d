import { beforeAll, describe, expect, it } from 'vitest';
import { putAuction } from '../../../functions/data/auction';
import { transactWrite } from '../../../functions/data/db';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { listEdition } from '../market/support';
import { giveEdition, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;
// 250 editions: two index blocks of 100.
const postcard = nft('nft-sunrise-postcard');

let owner: SignedInUser;
let seller: SignedInUser;

/** Lists an owned edition for resale: the listing in the NFT's price index and on the item. */
async function list(sequence: number, priceCents: number) {
  const item = await getNftItem(db, `${postcard.id}-${sequence}`);
  if (!item) throw new Error(`edition ${sequence} not sold`);
  await listEdition(deps, postcard, item, priceCents, `listing-${sequence}`);
}

const sequencesOf = (body: { results: { sequence: number }[] }) =>
  body.results.map((edition) => edition.sequence);

beforeAll(async () => {
  owner = await signedInUser(deps);
  seller = await signedInUser(deps);
  for (const sequence of [3, 150, 7, 42]) await giveEdition(deps, postcard, sequence, owner.user.uuid);
  for (const sequence of [120, 9]) await giveEdition(deps, postcard, sequence, seller.user.uuid);
  await list(120, 4_500);
  await list(9, 1_250);
  await list(42, 3_000);
});

describe('GET /api/nft/marketplace/{id}', () => {
  it('answers the sold editions by number with the total, across index blocks', async () => {
    const { status, body } = await callApi(deps, 'GET', `/api/nft/marketplace/${postcard.id}`);
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(sequencesOf(body)).toEqual([3, 7, 9, 42, 120, 150]);
    expect(body.results[0]).toEqual({
      id: `${postcard.id}-3`,
      sequence: 3,
      price: null,
      seller: null,
      has_vault: postcard.hasVault,
      auction_id: null,
      is_owner: false,
      offer: null,
      visibility: 'public',
      rank: postcard.rank,
    });
  });

  it('pages with start and limit', async () => {
    const path = `/api/nft/marketplace/${postcard.id}`;
    const first = await callApi(deps, 'GET', `${path}?start=0&limit=4&ordering=-sequence`);
    const second = await callApi(deps, 'GET', `${path}?start=4&limit=4&ordering=-sequence`);
    expect(sequencesOf(first.body)).toEqual([150, 120, 42, 9]);
    expect(sequencesOf(second.body)).toEqual([7, 3]);
    expect(second.body.total).toBe(6);
  });

  it('orders by listing price either way, unlisted editions last by number', async () => {
    const path = `/api/nft/marketplace/${postcard.id}`;
    const cheapest = await callApi(deps, 'GET', `${path}?ordering=price`);
    const dearest = await callApi(deps, 'GET', `${path}?ordering=-price`);
    expect(sequencesOf(cheapest.body)).toEqual([9, 42, 120, 3, 7, 150]);
    expect(sequencesOf(dearest.body)).toEqual([120, 42, 9, 3, 7, 150]);
    expect(cheapest.body.results[0]).toMatchObject({
      price: 12.5,
      seller: seller.user.username,
      auction_id: 'listing-9',
    });
  });

  it("marks the caller's own editions", async () => {
    const { body } = await owner.call('GET', `/api/nft/marketplace/${postcard.id}`);
    const own = body.results.filter((edition: { is_owner: boolean }) => edition.is_owner);
    expect(own.map((edition: { sequence: number }) => edition.sequence)).toEqual([3, 7, 42, 150]);
  });

  it('answers an empty page for an NFT with no edition sold, and 404 for an unknown NFT', async () => {
    const unsold = await callApi(deps, 'GET', '/api/nft/marketplace/nft-golden-hour-print');
    expect(unsold.body).toEqual({ total: 0, results: [] });
    expect((await callApi(deps, 'GET', '/api/nft/marketplace/nft-nothing')).status).toBe(404);
  });

  it('refuses an unknown ordering', async () => {
    const { status } = await callApi(deps, 'GET', `/api/nft/marketplace/${postcard.id}?ordering=rank`);
    expect(status).toBe(400);
  });
});

describe('GET /api/nft/{id} auction', () => {
  it("answers the auction of the NFT's primary sale", async () => {
    await transactWrite(
      db,
      catalog.auctions.map((auction) => putAuction(db, auction)),
    );
    const auction = catalog.auctions.find((candidate) => candidate.nft.id === postcard.id);
    expect(auction).toBeDefined();
    const { body } = await callApi(deps, 'GET', `/api/nft/${postcard.id}`);
    expect(body.auction).toMatchObject({ id: auction?.id, nft: { id: postcard.id }, title: auction?.title });
  });

  it('answers null for an NFT no auction sells', async () => {
    const { body } = await callApi(deps, 'GET', '/api/nft/nft-neon-alley-007');
    expect(body.auction).toBeNull();
  });
});
