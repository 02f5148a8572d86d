import { beforeAll, describe, expect, it } from 'vitest';
import type { NftRecord } from '../../../functions/data/nft';
import { MY_COLLECTION_PAGE_SIZE } from '../../../shared/domain/constants';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { cardLine, giveEdition, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;

let collector: SignedInUser;
let other: SignedInUser;

/** What the collector owns, oldest first: [nft id, sequence, price in cents]. */
const owned: [string, number, number][] = [
  ['nft-neon-alley-021', 1, 30_000], // rank 1
  ['nft-neon-alley-005', 1, 12_000], // rank 4
  ['nft-neon-alley-012', 1, 9_000], // rank 40
  ['nft-signed-tour-poster', 3, 4_000],
  ['nft-signed-tour-poster', 4, 4_500],
  ['nft-test-pressing', 2, 25_000],
  ['nft-legends-jersey-card', 1, 15_000],
  ['nft-sunrise-postcard', 7, 500],
  ['nft-golden-hour-print', 9, 2_000],
  ['nft-overtime-thriller', 11, 7_500],
];

beforeAll(async () => {
  collector = await signedInUser(deps);
  other = await signedInUser(deps);
  for (const [id, sequence, cents] of owned) {
    clock.advance(60_000);
    await giveEdition(deps, nft(id), sequence, collector.user.uuid, { lineItem: cardLine(cents) });
  }
  await giveEdition(deps, nft('nft-neon-alley-001'), 1, other.user.uuid);
  await giveEdition(deps, nft('nft-signed-tour-poster'), 5, other.user.uuid);
});

const ids = (body: { results: { id: string }[] }) => body.results.map((item) => item.id);
const itemId = ([id, sequence]: [string, number, number]) => `${id}-${sequence}`;
const allPages = async (query: string) => {
  const results: { id: string; nft: { title: string; type: number }; rank: number | null }[] = [];
  for (let page = 1; page; ) {
    const { body } = await collector.call('GET', `/api/nft/mine?page=${page}&${query}`);
    results.push(...body.results);
    page = body.next;
  }
  return results;
};

describe('GET /api/nft/mine', () => {
  it('needs a signed-in caller', async () => {
    expect((await callApi(deps, 'GET', '/api/nft/mine')).status).toBe(401);
  });

  it('pages 8 at a time, newest first, with the next page number', async () => {
    const first = await collector.call('GET', '/api/nft/mine');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(owned.length);
    expect(first.body.next).toBe(2);
    expect(ids(first.body)).toEqual(owned.map(itemId).reverse().slice(0, MY_COLLECTION_PAGE_SIZE));
    const second = await collector.call('GET', '/api/nft/mine?page=2');
    expect(second.body.next).toBeNull();
    expect(ids(second.body)).toEqual(owned.map(itemId).reverse().slice(MY_COLLECTION_PAGE_SIZE));
    const beyond = await collector.call('GET', '/api/nft/mine?page=3');
    expect(beyond.body).toEqual({ count: owned.length, next: null, results: [] });
  });

  it("shows only the caller's own items", async () => {
    const mine = await allPages('');
    expect(mine.map((item) => item.id)).not.toContain('nft-neon-alley-001-1');
    expect(mine.map((item) => item.id)).not.toContain('nft-signed-tour-poster-5');
    const theirs = await other.call('GET', '/api/nft/mine');
    expect(ids(theirs.body).sort()).toEqual(['nft-neon-alley-001-1', 'nft-signed-tour-poster-5']);
  });

  it('searches titles and artists, case-insensitively', async () => {
    const byTitle = await collector.call('GET', '/api/nft/mine?name_or_artist=TOUR%20poster');
    expect(ids(byTitle.body).sort()).toEqual(['nft-signed-tour-poster-3', 'nft-signed-tour-poster-4']);
    const artist = nft('nft-neon-alley-021').artist.name;
    const byArtist = await collector.call(
      'GET',
      `/api/nft/mine?name_or_artist=${encodeURIComponent(artist)}`,
    );
    const expected = owned.filter(([id]) => nft(id).artist.name === artist).map(itemId);
    expect(ids(byArtist.body).sort()).toEqual(expected.sort());
    const none = await collector.call('GET', '/api/nft/mine?name_or_artist=no-such-thing');
    expect(none.body).toEqual({ count: 0, next: null, results: [] });
  });

  it('filters by tiers, a comma list where 0 is any tier', async () => {
    const generative = await allPages('tiers=11');
    expect(generative.map((item) => item.nft.type)).toEqual([11, 11, 11]);
    const goldOrGenerative = await allPages('tiers=4,11');
    const expected = owned.filter(([id]) => [4, 11].includes(nft(id).type));
    expect(goldOrGenerative).toHaveLength(expected.length);
    expect(await allPages('tiers=0')).toHaveLength(owned.length);
    expect((await collector.call('GET', '/api/nft/mine?tiers=gold')).status).toBe(400);
  });

  it('sorts by title, price, date and rank (unranked last either way)', async () => {
    const titles = (await allPages('ordering=title')).map((item) => item.nft.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const byPrice = [...owned].sort((a, b) => a[2] - b[2]).map(itemId);
    expect((await allPages('ordering=price')).map((item) => item.id)).toEqual(byPrice);
    expect((await allPages('ordering=-price')).map((item) => item.id)).toEqual([...byPrice].reverse());

    expect((await allPages('ordering=date')).map((item) => item.id)).toEqual(owned.map(itemId));

    const ranks = (await allPages('ordering=rank')).map((item) => item.rank);
    expect(ranks.slice(0, 3)).toEqual([1, 4, 40]);
    expect(ranks.slice(3).every((rank) => rank === null)).toBe(true);
    const reversed = (await allPages('ordering=-rank')).map((item) => item.rank);
    expect(reversed.slice(0, 3)).toEqual([40, 4, 1]);
    expect((await collector.call('GET', '/api/nft/mine?ordering=popular')).status).toBe(400);
  });

  it("gives each item with its NFT and the owner's view", async () => {
    const { body } = await collector.call('GET', '/api/nft/mine?ordering=rank');
    const [top] = body.results;
    const record = nft('nft-neon-alley-021');
    expect(top).toMatchObject({
      id: 'nft-neon-alley-021-1',
      sequence: 1,
      rank: 1,
      is_owner: true,
      sold_at: null,
      visibility: 'public',
      export_status: 'not_initiated',
      export_allowed: false,
      new_offers_count: 0,
      can_gift: true,
      nft: { id: record.id, title: record.title, type: 11, minted_by: record.mintedBy },
    });
    expect(top.nft.thumbnail).toBe(`/media/${record.thumbnailKey}`);
    expect(top.export_denied_reason.title).toBe('Item Not Ready For Export');
  });
});
