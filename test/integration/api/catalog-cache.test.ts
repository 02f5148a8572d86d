import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropView } from '../../../functions/api/auction/views';
import { putAuction } from '../../../functions/data/auction';
import { type Db, transactWrite } from '../../../functions/data/db';
import { getDrop, putDrop } from '../../../functions/data/drop';
import { listDropPacks, putPack } from '../../../functions/data/pack';
import { STOREFRONT_DROP_ID } from '../../../functions/domain/storefront/listing';
import { localMedia } from '../../../functions/lib/adapters/local-media';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { seedCatalog } from '../../../scripts/seed/seed-catalog';
import { liveRoutes } from '../../../shared/api/routes/live';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';

/** The table, counting the commands sent to it by name (QueryCommand, GetCommand, ...). */
function countingDb(db: Db) {
  const sent: string[] = [];
  const send = db.client.send.bind(db.client) as (command: unknown) => Promise<unknown>;
  const client = Object.create(db.client, {
    send: {
      value: (command: { constructor: { name: string } }) => {
        sent.push(command.constructor.name);
        return send(command);
      },
    },
  });
  return { db: { ...db, client } as Db, sent };
}

const table = await createTestDb();
const counted = countingDb(table);
const { deps, clock } = createTestDeps(counted.db);
/** A seeded drop that holds auctions of its own. */
const catalogDropWithAuctions = buildDemoCatalog(clock.now()).auctions[0]!.dropId;

beforeAll(async () => {
  await seedCatalog(deps, localMedia(mkdtempSync(join(tmpdir(), 'media-'))), { now: clock.now() });
});

describe('the drops list reads one query per page', () => {
  it('answers a visitor from the list partition alone, with no read per drop', async () => {
    for (const path of ['/api/auction/drops?page_size=50', '/api/auction/drops?category=music']) {
      counted.sent.length = 0;
      const { status, body } = await callApi(deps, 'GET', path);
      expect(status).toBe(200);
      expect(body.results.length).toBeGreaterThan(1);
      expect(counted.sent).toEqual(['QueryCommand']);
    }
  });

  it('answers the marketplace collections list with one query too', async () => {
    counted.sent.length = 0;
    const { status, body } = await callApi(deps, 'GET', '/api/collections/marketplace/?limit=5&offset=0');
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    expect(counted.sent).toEqual(['QueryCommand']);
  });

  it("shows each drop's packs as the drop's own page does (the summary on the drop item)", async () => {
    const { body } = await callApi(deps, 'GET', '/api/auction/drops?page_size=50');
    for (const drop of body.results) {
      const detail = await callApi(deps, 'GET', `/api/auction/drops/${drop.id}`);
      expect(drop).toEqual(detail.body);
    }
  });
});

describe("a drop's page reads the drop item alone", () => {
  it('answers a visitor with one read, its packs from the summary as the pack items hold them', async () => {
    const { body } = await callApi(deps, 'GET', '/api/auction/drops?page_size=50');
    for (const { id } of body.results) {
      counted.sent.length = 0;
      const detail = await callApi(deps, 'GET', `/api/auction/drops/${id}`);
      expect(counted.sent).toEqual(['GetCommand']);
      const drop = (await getDrop(table, id))!;
      expect(detail.body).toEqual(dropView(deps.env, drop, await listDropPacks(table, id)));
    }
  });

  it('reads the packs apart for a drop item written without their summary', async () => {
    const catalog = buildDemoCatalog(clock.now());
    const pack = catalog.packs[0]!;
    const drop = { ...catalog.drops.find((d) => d.id === pack.dropId)!, id: 'drop-without-summary' };
    await transactWrite(table, [
      ...putDrop(table, drop),
      putPack(table, { ...pack, id: 'pack-apart', dropId: drop.id }),
    ]);
    const detail = await callApi(deps, 'GET', `/api/auction/drops/${drop.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.drops.map((line: { id: string }) => line.id)).toEqual(['pack-apart']);
  });
});

describe("a drop's auctions read the drop only when neither its marker nor an auction of its own shows it", () => {
  const catalog = buildDemoCatalog(clock.now());

  it('answers a drop with auctions from one query', async () => {
    const dropId = catalog.auctions[0]!.dropId;
    counted.sent.length = 0;
    const { status, body } = await callApi(deps, 'GET', `/api/auction/drops/${dropId}/auctions`);
    expect(status).toBe(200);
    expect(body.map((auction: { id: string }) => auction.id)).toEqual(
      catalog.auctions.filter((auction) => auction.dropId === dropId).map((auction) => auction.id),
    );
    expect(counted.sent).toEqual(['QueryCommand']);
  });

  it("answers a drop without auctions from the same one query, which finds the drop's marker", async () => {
    const withoutAuctions = catalog.drops.find((d) => !catalog.auctions.some((a) => a.dropId === d.id))!;
    counted.sent.length = 0;
    expect(await callApi(deps, 'GET', `/api/auction/drops/${withoutAuctions.id}/auctions`)).toMatchObject({
      status: 200,
      body: [],
    });
    expect(counted.sent).toEqual(['QueryCommand']);
  });

  it('reads the drop by its key when written without a marker, and storefront listings do not make their drop id one', async () => {
    const drop = { ...catalog.drops[0]!, id: 'drop-without-marker' };
    const [dropItem] = putDrop(table, drop);
    await transactWrite(table, [dropItem!]);
    counted.sent.length = 0;
    expect(await callApi(deps, 'GET', `/api/auction/drops/${drop.id}/auctions`)).toMatchObject({
      status: 200,
      body: [],
    });
    expect(counted.sent).toEqual(['QueryCommand', 'GetCommand']);
    expect((await callApi(deps, 'GET', '/api/auction/drops/no-such-drop/auctions')).status).toBe(404);

    const listing = {
      ...catalog.auctions[0]!,
      id: 'storefront-listing',
      dropId: STOREFRONT_DROP_ID,
      storefront: { nftUuid: 'nft-listed', creatorUserUuid: 'creator', platformFeeBps: 1000 },
    };
    await transactWrite(table, [putAuction(table, listing)]);
    const storefront = await callApi(deps, 'GET', `/api/auction/drops/${STOREFRONT_DROP_ID}/auctions`);
    expect(storefront.status).toBe(404);
  });
});

describe('HTTP caching of public catalog reads', () => {
  it('marks only public GET routes cacheable in the contract', () => {
    for (const route of Object.values(liveRoutes))
      if ('cache' in route) expect([route.method, route.access]).toEqual(['GET', 'public']);
    expect(liveRoutes.listDrops.cache).toBe('shared');
    expect(liveRoutes.getDrop.cache).toBe('shared');
    expect(liveRoutes.listDropAuctions.cache).toBe('public');
  });

  it('sends an ETag and a short public max-age to a visitor, and 304 when If-None-Match names it', async () => {
    const auctions = await callApi(deps, 'GET', `/api/auction/drops/${catalogDropWithAuctions}/auctions`);
    expect(auctions.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    // A browser keeps the visitor's answer apart from the one it gets once signed in (the same URL).
    expect(auctions.headers.vary).toBe('Authorization');

    const first = await callApi(deps, 'GET', '/api/auction/drops');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await callApi(deps, 'GET', '/api/auction/drops', undefined, {
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(etag);

    const otherPage = await callApi(deps, 'GET', '/api/auction/drops?page_size=2', undefined, {
      headers: { 'if-none-match': etag as string },
    });
    expect(otherPage.status).toBe(200);
    expect(otherPage.headers.etag).not.toBe(etag);
  });

  it("keeps a 'public' route's answer to a caller with a token private", async () => {
    const path = `/api/auction/drops/${catalogDropWithAuctions}/auctions`;
    const { status, headers } = await callApi(deps, 'GET', path, undefined, {
      headers: { authorization: 'Bearer not-a-valid-token' },
    });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-cache');
  });

  it("answers a 'shared' route alike with or without a token: public, with no Vary on it", async () => {
    for (const path of ['/api/auction/drops', `/api/auction/drops/${catalogDropWithAuctions}`]) {
      const visitor = await callApi(deps, 'GET', path);
      const withToken = await callApi(deps, 'GET', path, undefined, {
        headers: { authorization: 'Bearer not-a-valid-token' },
      });
      expect(withToken.status).toBe(200);
      expect(withToken.headers['cache-control']).toBe(visitor.headers['cache-control']);
      expect(withToken.headers['cache-control']).toMatch(/^public, /);
      expect(withToken.headers.vary).toBeUndefined();
      expect(withToken.headers.etag).toBe(visitor.headers.etag);
    }
  });

  it('leaves other answers and errors no-store', async () => {
    expect((await callApi(deps, 'GET', '/api/nft/redirects')).headers['cache-control']).toBe('no-store');
    const missing = await callApi(deps, 'GET', '/api/auction/drops/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });
});
