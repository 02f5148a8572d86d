import { beforeAll, describe, expect, it } from 'vitest';
import { put, transactWrite } from '../../../functions/data/db';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem, toItem } from '../../../functions/data/nft-item';
import { TIME_MS } from '../../../shared/domain/constants';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { cardLine, giveEdition, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;

let owner: SignedInUser;
let second: SignedInUser;

beforeAll(async () => {
  owner = await signedInUser(deps);
  second = await signedInUser(deps);
  const poster = nft('nft-signed-tour-poster');
  await giveEdition(deps, poster, 1, owner.user.uuid, { lineItem: cardLine(4_000) });
  await giveEdition(deps, poster, 2, owner.user.uuid, { lineItem: cardLine(6_500) });
  await giveEdition(deps, poster, 3, second.user.uuid, { lineItem: cardLine(5_000) });
  await giveEdition(deps, nft('nft-golden-hour-print'), 1, owner.user.uuid, { lineItem: cardLine(9_900) });
});

describe('GET /api/nft/{id}', () => {
  it('answers the NFT with its collection and stats from the editions sold', async () => {
    const poster = nft('nft-signed-tour-poster');
    const { status, body } = await callApi(deps, 'GET', `/api/nft/${poster.id}`);
    expect(status).toBe(200);
    const inCollection = catalog.nfts.filter((other) => other.collectionId === poster.collectionId).length;
    expect(body).toMatchObject({
      id: poster.id,
      title: poster.title,
      quantity: poster.quantity,
      image: `/media/${poster.imageKey}`,
      secondary_sale_platform_fee: poster.platformFeeBps / 100,
      secondary_sale_resale_royalty: poster.resaleRoyaltyBps / 100,
      collection: { id: poster.collectionId, is_ranked: false },
      auction: null,
      secondary_auction: null,
      stats: { nfts: inCollection, editions: poster.quantity, owners: 2, floor: null, ath: 65, listings: 0 },
    });
  });

  it('has no sales stats before the first sale', async () => {
    const { body } = await callApi(deps, 'GET', '/api/nft/nft-neon-alley-007');
    expect(body.stats).toMatchObject({ editions: 1, owners: 0, ath: null, listings: 0 });
    expect(body.rank).toBe(nft('nft-neon-alley-007').rank);
  });

  it('counts, for each trait, the NFTs of the collection with the same value', async () => {
    const block = nft('nft-neon-alley-007');
    const collection = catalog.nfts.filter((other) => other.collectionId === block.collectionId);
    const { body } = await callApi(deps, 'GET', `/api/nft/${block.id}`);
    expect(body.stats.nfts).toBe(40);
    expect(body.traits).toHaveLength(block.traits.length);
    for (const [i, trait] of block.traits.entries()) {
      const alike = collection.filter((other) =>
        other.traits.some((t) => t.type === trait.type && t.displayValue === trait.displayValue),
      ).length;
      expect(body.traits[i]).toEqual({
        type: trait.type,
        display_value: trait.displayValue,
        number_like_mine: alike,
        percentage_like_mine: Math.round((alike / 40) * 10_000) / 100,
        rarity: trait.rarity,
      });
    }
    expect(body.traits.some((t: { number_like_mine: number }) => t.number_like_mine > 1)).toBe(true);
  });

  it('answers 404 for an unknown NFT', async () => {
    expect((await callApi(deps, 'GET', '/api/nft/nft-nothing')).status).toBe(404);
  });
});

describe('GET /api/nft/{id}/item/{itemId}', () => {
  const path = (sequence: number | string, nftId = 'nft-signed-tour-poster') =>
    `/api/nft/${nftId}/item/${nftId}-${sequence}`;

  it("shows the owner the owner's fields", async () => {
    const { status, body } = await owner.call('GET', path(1));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'nft-signed-tour-poster-1',
      sequence: 1,
      is_owner: true,
      owned_at: clock.now().toISOString(),
      export_status: 'not_initiated',
      export_allowed: false,
      export_cancellable: false,
      resell_allowed: false,
      resell_denied_reason: { code: 'resell_not_available_yet', title: 'NFT On Cool-down' },
      can_gift: true,
      offers_count: 0,
      vault: [],
    });
    expect(body.time_to_export).toBe(new Date(clock.now().getTime() + 30 * TIME_MS.day).toISOString());
  });

  it('hides the owner-only fields from anyone else, signed in or not', async () => {
    for (const answer of [await second.call('GET', path(1)), await callApi(deps, 'GET', path(1))]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        is_owner: false,
        export_status: null,
        export_allowed: null,
        export_denied_reason: null,
        time_to_export: null,
        new_offers_count: null,
        offers_count: null,
        resell_allowed: null,
        resell_denied_reason: null,
        can_gift: null,
        vault: [],
      });
    }
  });

  it('lifts the card resale cool-down after 48 hours and allows export after 30 days', async () => {
    const at = clock.now();
    clock.advance(48 * TIME_MS.hour);
    const afterCooldown = (await owner.call('GET', path(2))).body;
    expect(afterCooldown).toMatchObject({
      resell_allowed: true,
      resell_denied_reason: null,
      export_allowed: false,
    });
    clock.advance(30 * TIME_MS.day);
    const afterDelay = (await owner.call('GET', path(2))).body;
    expect(afterDelay).toMatchObject({
      export_allowed: true,
      export_denied_reason: null,
      time_to_export: null,
    });
    clock.set(at);
  });

  it('tells the owner that an NFT without resale cannot be resold, and that an exported one has left', async () => {
    // The giveaway's postcard is not for resale.
    await giveEdition(deps, nft('nft-sunrise-postcard'), 1, owner.user.uuid, {
      how: 'claim',
      lineItem: null,
    });
    const postcard = (await owner.call('GET', path(1, 'nft-sunrise-postcard'))).body;
    expect(postcard).toMatchObject({
      resell_allowed: false,
      resell_denied_reason: { code: 'resell_not_available', description: 'This NFT cannot be resold.' },
      can_gift: true,
    });

    const print = await getNftItem(db, 'nft-golden-hour-print-1');
    if (!print) throw new Error('print missing');
    await transactWrite(db, [put(db, toItem({ ...print, exportStatus: 'completed' }))]);
    const exported = (await owner.call('GET', path(1, 'nft-golden-hour-print'))).body;
    expect(exported).toMatchObject({
      export_status: 'completed',
      export_allowed: false,
      export_denied_reason: { description: 'This NFT has been exported to your wallet.' },
      resell_allowed: false,
      resell_denied_reason: { code: 'resell_not_available' },
      can_gift: false,
    });
  });

  it('answers an edition the platform still holds as unowned', async () => {
    const { status, body } = await owner.call('GET', path(20));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'nft-signed-tour-poster-20',
      sequence: 20,
      owned_at: null,
      is_owner: false,
    });
  });

  it('answers 404 for editions that do not exist', async () => {
    const quantity = nft('nft-signed-tour-poster').quantity;
    for (const missing of [
      path(0),
      path(quantity + 1),
      path('01'),
      path('x'),
      '/api/nft/nft-nothing/item/nft-nothing-1',
      // An item of another NFT under this NFT's path.
      '/api/nft/nft-signed-tour-poster/item/nft-golden-hour-print-1',
    ])
      expect((await callApi(deps, 'GET', missing)).status, missing).toBe(404);
  });
});
