import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { listDropAuctions } from '../../../functions/data/auction';
import { listCategories } from '../../../functions/data/category';
import { getCmsPage } from '../../../functions/data/cms-page';
import { getCollection, listCollections } from '../../../functions/data/collection';
import type { Db } from '../../../functions/data/db';
import { listDrops } from '../../../functions/data/drop';
import { listNftListings } from '../../../functions/data/listing';
import { getNft, listArtistNfts, listCollectionNfts } from '../../../functions/data/nft';
import { listDropPacks } from '../../../functions/data/pack';
import { listRedirects } from '../../../functions/data/redirect';
import { localMedia } from '../../../functions/lib/adapters/local-media';
import type { MediaPort } from '../../../functions/lib/ports/media';
import { dropScheduleName } from '../../../functions/schedules/drop-state';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { isSeeded, seedCatalog } from '../../../scripts/seed/seed-catalog';
import { DEMO_COLLECTOR } from '../../../scripts/seed/seed-demo-collector';
import { DEMO_SELLER } from '../../../scripts/seed/seed-market';
import { nextTransitionAt } from '../../../shared/rules/timed-state';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';

async function countItems(db: Db): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({ TableName: db.tableName, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

const tempMedia = () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-media-'));
  return { dir, media: localMedia(dir) };
};

describe('seedCatalog', async () => {
  const db = await createTestDb();
  const { deps, clock, schedules } = createTestDeps(db);
  const { dir, media } = tempMedia();
  const catalog = buildDemoCatalog(clock.now());
  const progress: [number, number][] = [];

  it('is not seeded before the first run', async () => {
    expect(await isSeeded(db)).toBe(false);
  });

  it('writes every record, readable through the entity access functions', async () => {
    await seedCatalog(deps, media, { onProgress: (done, total) => progress.push([done, total]) });

    const drops = await listDrops(db);
    expect(drops.map((d) => d.id).sort()).toEqual(catalog.drops.map((d) => d.id).sort());
    expect(await listDrops(db, 'music')).toHaveLength(
      catalog.drops.filter((d) => d.category === 'music').length,
    );
    for (const drop of catalog.drops) {
      expect(await listDropPacks(db, drop.id)).toEqual(catalog.packs.filter((p) => p.dropId === drop.id));
      // Row order, then id order within a row (the index's sort key).
      const auctions = catalog.auctions
        .filter((a) => a.dropId === drop.id)
        .sort((a, b) => a.row - b.row || a.id.localeCompare(b.id));
      expect((await listDropAuctions(db, drop.id)).auctions.map((a) => a.id)).toEqual(
        auctions.map((a) => a.id),
      );
    }
    expect(await listCategories(db)).toEqual(catalog.categories);
    expect(await listRedirects(db)).toHaveLength(catalog.redirects.length);
    for (const page of catalog.cmsPages) expect(await getCmsPage(db, page.key)).toEqual(page);
    expect((await getCmsPage(db, 'premiumbiddingterms'))?.html).toContain('<h2>');
  });

  it('writes collections and NFTs, ranked NFTs in rank order', async () => {
    // The catalog's, and the seeded storefront creator's (scripts/seed/seed-storefront.ts).
    expect(await listCollections(db)).toHaveLength(catalog.collections.length + 1);
    const generative = catalog.collections.find((c) => c.isRanked);
    expect(await getCollection(db, generative?.id ?? '')).toEqual(generative);
    const ranked = await listCollectionNfts(db, generative?.id ?? '');
    expect(ranked.map((n) => n.rank)).toEqual(ranked.map((_, i) => i + 1));
    const auction = catalog.auctions[0];
    expect((await getNft(db, auction?.nft.id ?? ''))?.title).toBe(auction?.title);
    const artistId = auction?.artist.id ?? '';
    expect((await listArtistNfts(db, artistId)).length).toBe(
      catalog.nfts.filter((n) => n.artist.id === artistId).length,
    );
  });

  it('serves the drop rules index, the FAQ and the redirect of a renamed drop through the API', async () => {
    const index = await callApi(deps, 'GET', '/api/cms/drop-rules');
    expect(index.body.title).toBe('Drop Rules');
    for (const key of [
      'premiumbiddingterms',
      ...catalog.drops.flatMap((d) => (d.termsKey ? [d.termsKey] : [])),
    ])
      expect(index.body.content).toContain(`href="/app/drop-rules/${key}"`);
    const faq = await callApi(deps, 'GET', '/api/cms/faq');
    expect(faq.body.content).toContain('<h3>What is a drop?</h3>');

    const redirects = (await callApi(deps, 'GET', '/api/nft/redirects')).body as {
      from: string;
      to: string;
    }[];
    const renamed = redirects.find((r) => r.from === '/drops/old-summer-drop');
    const dropId = renamed?.to.replace('/drops/', '') ?? '';
    expect((await callApi(deps, 'GET', `/api/auction/drops/${dropId}`)).status).toBe(200);
  });

  it("lists the demo seller's editions for resale, each readable as an auction", async () => {
    const listed = catalog.nfts.filter((nft) => nft.resellAllowed && nft.quantity >= 10).slice(0, 8);
    expect(listed.length).toBeGreaterThan(0);
    for (const nft of listed) {
      const [listing] = await listNftListings(db, nft.id);
      expect(listing).toMatchObject({ sellerUuid: DEMO_SELLER.uuid, itemId: `${nft.id}-${nft.quantity}` });
      const auction = await callApi(deps, 'GET', `/api/auction/${listing?.id}`);
      expect(auction.body).toMatchObject({ seller: { username: DEMO_SELLER.username }, sold_out: false });
    }
  });

  it('gives the demo collector credit to withdraw at once', async () => {
    const token = await deps.sessions.issueIdToken({ uuid: DEMO_COLLECTOR.uuid, emailVerified: true });
    const balance = await callApi(deps, 'GET', '/api/billing/balance', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(balance.body).toMatchObject({
      balance: DEMO_COLLECTOR.creditCents / 100,
      total_available_withdrawal: DEMO_COLLECTOR.creditCents / 100,
      withdraw_allowed: true,
    });
  });

  it("fills the demo collector's watchlist", async () => {
    const token = await deps.sessions.issueIdToken({ uuid: DEMO_COLLECTOR.uuid, emailVerified: true });
    const watchlist = await callApi(deps, 'GET', '/api/watchlist', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(watchlist.body.nfts.map((nft: { id: string }) => nft.id)).toEqual(['nft-signed-tour-poster']);
    expect(watchlist.body.collections).toEqual([
      expect.objectContaining({ id: 'collection-neon-alley', floor_alert_price: 50 }),
    ]);
  });

  it('stores every media file', () => {
    for (const file of catalog.media) expect(existsSync(join(dir, file.key)), file.key).toBe(true);
    const banner = catalog.media.find((file) => file.key.endsWith('banner.svg'));
    expect(readFileSync(join(dir, banner?.key ?? ''), 'utf8')).toBe(banner?.body);
  });

  it('schedules the next state change of every drop that still has one', () => {
    for (const drop of catalog.drops) {
      const next = nextTransitionAt(clock.now(), drop.featureAt, drop.featureUntil);
      const schedule = schedules.get(dropScheduleName(drop.id));
      if (next) expect(schedule && 'at' in schedule ? schedule.at : undefined, drop.id).toEqual(next);
      else expect(schedule, drop.id).toBeUndefined();
    }
    expect(schedules.size).toBeGreaterThanOrEqual(8);
  });

  it('reports progress up to the total and marks the table seeded', async () => {
    const [, total] = progress.at(-1) ?? [0, 0];
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.every(([done], i) => i === 0 || done >= (progress[i - 1]?.[0] ?? 0))).toBe(true);
    expect(await isSeeded(db)).toBe(true);
  });

  it('duplicates nothing when run again', async () => {
    const before = await countItems(db);
    const scheduled = schedules.size;
    await seedCatalog(deps, media);
    expect(await countItems(db)).toBe(before);
    expect(schedules.size).toBe(scheduled);
    expect(await listDrops(db)).toHaveLength(catalog.drops.length);
    expect(await isSeeded(db)).toBe(true);
  });
});

describe('an interrupted seed', () => {
  it('is not marked seeded, and the next run finishes it', async () => {
    const db = await createTestDb();
    const { deps } = createTestDeps(db);
    const { media } = tempMedia();
    let puts = 0;
    const failing: MediaPort = {
      ...media,
      put: async (key, body, type, access) => {
        if (++puts > 20) throw new Error('disk full');
        await media.put(key, body, type, access);
      },
    };
    await expect(seedCatalog(deps, failing)).rejects.toThrow('disk full');
    expect(await isSeeded(db)).toBe(false);
    await seedCatalog(deps, media);
    expect(await isSeeded(db)).toBe(true);
  });
});
