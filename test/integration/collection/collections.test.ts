import { describe, expect, it } from 'vitest';
import { putCollection } from '../../../functions/data/collection';
import { transactWrite } from '../../../functions/data/db';
import { putNft } from '../../../functions/data/nft';
import { TraitType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { putCatalogNfts } from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);

const NEON = 'collection-neon-alley';
const SOUND = 'collection-soundstage';
const nftsOf = (id: string) => catalog.nfts.filter((nft) => nft.collectionId === id);
const get = (path: string) => callApi(deps, 'GET', path);
const idsOf = (body: { results: { id: string }[] }) => body.results.map((result) => result.id);

describe('GET /api/collections/marketplace/', () => {
  it('answers every collection newest first, with no floor price before any listing', async () => {
    const { status, body } = await get('/api/collections/marketplace/');
    expect(status).toBe(200);
    expect(body.count).toBe(4);
    expect(body.next).toBeNull();
    expect(idsOf(body)).toEqual([NEON, 'collection-city-and-coast', 'collection-game-changers', SOUND]);
    expect(body.results[0]).toMatchObject({
      title: 'Neon Alley',
      type: 'generative',
      is_ranked: true,
      nft_quantity: 40,
      floor_price: null,
      tiers: [11],
      featured: true,
    });
  });

  it('pages by limit and offset', async () => {
    const first = await get('/api/collections/marketplace/?limit=3');
    expect(first.body).toMatchObject({ count: 4, next: 3 });
    expect(first.body.results).toHaveLength(3);
    const rest = await get('/api/collections/marketplace/?limit=3&offset=3');
    expect(rest.body).toMatchObject({ count: 4, next: null });
    expect(idsOf(rest.body)).toEqual([SOUND]);
  });

  it('filters by category, search, tiers and the featured variant, and sorts by title', async () => {
    const lifestyle = await get('/api/collections/marketplace/?category=lifestyle&ordering=title');
    expect(idsOf(lifestyle.body)).toEqual(['collection-city-and-coast', NEON]);
    const two = await get('/api/collections/marketplace/?category=music,sports&ordering=title');
    expect(idsOf(two.body)).toEqual(['collection-game-changers', SOUND]);
    const all = await get('/api/collections/marketplace/?category=all');
    expect(all.body.count).toBe(4);
    expect(idsOf((await get('/api/collections/marketplace/?search=sound')).body)).toEqual([SOUND]);
    const iconic = await get('/api/collections/marketplace/?tiers=5');
    expect(idsOf(iconic.body)).toEqual(['collection-game-changers']);
    const featured = await get('/api/collections/marketplace/?filters=featured');
    expect(idsOf(featured.body)).not.toContain('collection-city-and-coast');
    expect(featured.body.count).toBe(3);
  });

  it('refuses bad input with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'ordering=rank',
      'ordering=bogus',
      'filters=popular',
      'tiers=abc',
      'category=Not%20a%20slug',
      `search=${'x'.repeat(101)}`,
    ]) {
      const { status, body } = await get(`/api/collections/marketplace/?${query}`);
      expect(status, query).toBe(400);
      expect(body.detail, query).toBeTruthy();
    }
  });
});

describe('GET /api/collections/{id}/ and /info/', () => {
  it('answers the collection and its figures', async () => {
    const { status, body } = await get(`/api/collections/${SOUND}/`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: SOUND,
      title: 'Soundstage',
      is_ranked: false,
      minted_by: 'verifiedArtist',
    });
    expect(body.header_image).toMatch(/header\.svg$/);
    const info = await get(`/api/collections/${SOUND}/info`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      id: SOUND,
      nft_quantity: nftsOf(SOUND).length,
      editions: nftsOf(SOUND).reduce((sum, nft) => sum + nft.quantity, 0),
      floor_price: null,
    });
  });

  it("answers 404 'Collection not found' for an unknown id, 400 for an over-long one", async () => {
    for (const path of ['/api/collections/nope/', '/api/collections/nope/info/']) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body.detail).toBe(messages.collectionNotFound);
    }
    expect((await get(`/api/collections/${'x'.repeat(65)}/`)).status).toBe(400);
  });
});

describe('GET /api/collections/{id}/filters/', () => {
  it('answers a group per trait type with counts and percentages of the collection', async () => {
    const { status, body } = await get(`/api/collections/${NEON}/filters/`);
    expect(status).toBe(200);
    const background = body.find((group: { type: number }) => group.type === TraitType.background);
    expect(background.title).toBe('Background');
    const neon = nftsOf(NEON);
    for (const item of background.items) {
      const count = neon.filter((nft) =>
        nft.traits.some((trait) => trait.type === TraitType.background && trait.displayValue === item.title),
      ).length;
      expect(item).toEqual({
        title: item.title,
        count,
        percent: Math.round((count / neon.length) * 10_000) / 100,
        value: `${TraitType.background}:${item.title}`,
      });
    }
    expect(background.count).toBe(neon.length);
    // Billboards are on some blocks only.
    const billboard = body.find((group: { type: number }) => group.type === TraitType.billboard);
    expect(billboard.count).toBeLessThan(neon.length);
  });

  it('narrows to the chosen tiers', async () => {
    const gold = nftsOf(SOUND).filter((nft) => nft.type === 4);
    const { body } = await get(`/api/collections/${SOUND}/filters/?tiers=4`);
    const background = body.find((group: { type: number }) => group.type === TraitType.background);
    expect(background.count).toBe(gold.length);
    const any = await get(`/api/collections/${SOUND}/filters/?tiers=0`);
    expect(any.body.find((group: { type: number }) => group.type === TraitType.background).count).toBe(
      nftsOf(SOUND).length,
    );
  });

  it('reads the counts stored on the collection, not the NFTs', async () => {
    // An NFT written without updating the collection's counts does not show in the filters.
    const extra = { ...nftsOf(SOUND)[0], id: 'nft-uncounted' } as (typeof catalog.nfts)[number];
    const empty = await createTestDb();
    const { deps: other } = createTestDeps(empty);
    const sound = catalog.collections.find((collection) => collection.id === SOUND);
    if (!sound) throw new Error('no Soundstage');
    await transactWrite(empty, [putCollection(empty, { ...sound, traitStats: [] }), putNft(empty, extra)]);
    expect((await callApi(other, 'GET', `/api/collections/${SOUND}/filters/`)).body).toEqual([]);
  });

  it('refuses bad tiers and unknown collections', async () => {
    expect((await get(`/api/collections/${NEON}/filters/?tiers=x`)).status).toBe(400);
    expect((await get('/api/collections/nope/filters/')).status).toBe(404);
  });
});

describe('GET /api/collections/{id}/nfts/', () => {
  const byRank = [...nftsOf(NEON)].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((nft) => nft.id);

  it('pages a ranked collection by ascending rank by default, 20 a page', async () => {
    const first = await get(`/api/collections/${NEON}/nfts/`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 40, next: 2 });
    expect(idsOf(first.body)).toEqual(byRank.slice(0, 20));
    expect(first.body.results[0]).toMatchObject({ rank: 1, editions: 1, price: null, resell_allowed: true });
    const second = await get(`/api/collections/${NEON}/nfts/?page=2`);
    expect(second.body).toMatchObject({ count: 40, next: null });
    expect(idsOf(second.body)).toEqual(byRank.slice(20, 40));
    expect((await get(`/api/collections/${NEON}/nfts/?page=3`)).body.results).toEqual([]);
  });

  it('pages by descending rank', async () => {
    const reversed = [...byRank].reverse();
    const first = await get(`/api/collections/${NEON}/nfts/?ordering=-rank`);
    expect(idsOf(first.body)).toEqual(reversed.slice(0, 20));
    const second = await get(`/api/collections/${NEON}/nfts/?ordering=-rank&page=2`);
    expect(idsOf(second.body)).toEqual(reversed.slice(20));
  });

  it('filters by traits: any value of one type, every type', async () => {
    const neon = nftsOf(NEON);
    const has = (type: number, value: string) => (nft: (typeof neon)[number]) =>
      nft.traits.some((trait) => trait.type === type && trait.displayValue === value);
    const aurora = `${TraitType.background}:Aurora`;
    const violet = `${TraitType.background}:Dusk Violet`;
    const tank = `${TraitType.rooftop}:Water Tank`;
    const either = await get(
      `/api/collections/${NEON}/nfts/?traits=${encodeURIComponent(`${aurora},${violet}`)}`,
    );
    const expected = neon.filter(
      (nft) => has(TraitType.background, 'Aurora')(nft) || has(TraitType.background, 'Dusk Violet')(nft),
    );
    expect(either.body.count).toBe(expected.length);
    expect(new Set(idsOf(either.body))).toEqual(new Set(expected.map((nft) => nft.id)));
    expect(either.body.results.map((nft: { rank: number }) => nft.rank)).toEqual(
      [...expected].map((nft) => nft.rank).sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    const both = await get(
      `/api/collections/${NEON}/nfts/?traits=${encodeURIComponent(`${violet},${tank}`)}`,
    );
    expect(both.body.count).toBe(
      neon.filter(
        (nft) => has(TraitType.background, 'Dusk Violet')(nft) && has(TraitType.rooftop, 'Water Tank')(nft),
      ).length,
    );
  });

  it('sorts an unranked collection by price (none listed: by title) by default, and by title, date and tiers', async () => {
    const sound = nftsOf(SOUND);
    const byTitle = [...sound].sort((a, b) => a.title.localeCompare(b.title, 'en')).map((nft) => nft.id);
    expect(idsOf((await get(`/api/collections/${SOUND}/nfts/`)).body)).toEqual(byTitle);
    expect(idsOf((await get(`/api/collections/${SOUND}/nfts/?ordering=title`)).body)).toEqual(byTitle);
    const newest = (await get(`/api/collections/${SOUND}/nfts/?ordering=-date`)).body.results;
    const dates = newest.map((nft: { id: string }) => sound.find((each) => each.id === nft.id)?.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const gold = await get(`/api/collections/${SOUND}/nfts/?tiers=4`);
    expect(gold.body.count).toBe(sound.filter((nft) => nft.type === 4).length);
    expect(gold.body.results[0]).toMatchObject({ rank: null, price: null, type: 4 });
  });

  it('refuses rank orders for an unranked collection and other bad input', async () => {
    const rank = await get(`/api/collections/${SOUND}/nfts/?ordering=rank`);
    expect(rank.status).toBe(400);
    expect(rank.body.errors).toEqual([{ field: 'ordering', message: messages.rankOrderUnranked }]);
    for (const query of [
      'page=0',
      'ordering=bogus',
      'tiers=x',
      'traits=nocolon',
      'traits=99:Red',
      `traits=1:${'x'.repeat(61)}`,
      `traits=${Array.from({ length: 41 }, () => '1:Red').join(',')}`,
    ]) {
      expect((await get(`/api/collections/${NEON}/nfts/?${query}`)).status, query).toBe(400);
    }
    expect((await get('/api/collections/nope/nfts/')).status).toBe(404);
  });
});
