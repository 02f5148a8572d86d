import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { putCmsPage } from '../../../functions/data/cms-page';
import { transactWrite } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { localMedia } from '../../../functions/lib/adapters/local-media';
import { rateLimits } from '../../../functions/lib/auth/guards';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { seedCatalog } from '../../../scripts/seed/seed-catalog';
import { liveRoutes } from '../../../shared/api/contract';
import { routeKey } from '../../../shared/api/route';
import { messages } from '../../../shared/domain/messages';
import { callApi, exercisedRoutes } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { captcha } from '../auth/flow';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = buildDemoCatalog(clock.now());

beforeAll(async () => {
  await seedCatalog(deps, localMedia(mkdtempSync(join(tmpdir(), 'media-'))), { now: clock.now() });
});

describe('GET /api/auction/drops', () => {
  it('lists every seeded drop, newest feature date first, with its packs', async () => {
    const { status, body } = await callApi(deps, 'GET', '/api/auction/drops');
    expect(status).toBe(200);
    expect(body.count).toBe(catalog.drops.length);
    const dates = body.results.map((d: { feature_at: string }) => d.feature_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const withPacks = body.results.find((d: { drops: unknown[] }) => d.drops.length > 0);
    expect(withPacks.drops[0].price).toBeGreaterThan(0);
    expect(withPacks.thumbnail).toMatch(/^\/media\//);
  });

  it('pages with page_size and reports the next page', async () => {
    const first = await callApi(deps, 'GET', '/api/auction/drops?page=1&page_size=5');
    expect(first.body.results).toHaveLength(5);
    expect(first.body.next).toBe(2);
    const last = Math.ceil(catalog.drops.length / 5);
    const final = await callApi(deps, 'GET', `/api/auction/drops?page=${last}&page_size=5`);
    expect(final.body.next).toBeNull();
    expect(final.body.results.length).toBe(catalog.drops.length - (last - 1) * 5);
  });

  it('filters by category, treating all as no filter', async () => {
    const music = catalog.drops.filter((d) => d.category === 'music');
    const { body } = await callApi(deps, 'GET', '/api/auction/drops?category=music');
    expect(body.count).toBe(music.length);
    expect(body.results.every((d: { category: string }) => d.category === 'music')).toBe(true);
    const musicAndSports = catalog.drops.filter((d) => d.category === 'music' || d.category === 'sports');
    const both = await callApi(deps, 'GET', '/api/auction/drops?category=music,sports');
    expect(both.body.count).toBe(musicAndSports.length);
    const dates = both.body.results.map((d: { feature_at: string }) => d.feature_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await callApi(deps, 'GET', '/api/auction/drops?category=all');
    expect(all.body.count).toBe(catalog.drops.length);
  });

  it('searches titles and artists case-insensitively', async () => {
    const target = catalog.drops[0]!;
    const term = target.title.split(' ')[0]!.toUpperCase();
    const { body } = await callApi(deps, 'GET', `/api/auction/drops?search=${encodeURIComponent(term)}`);
    expect(body.results.map((d: { id: string }) => d.id)).toContain(target.id);
    const none = await callApi(deps, 'GET', '/api/auction/drops?search=zzzz-nothing-matches');
    expect(none.body).toEqual({ count: 0, next: null, results: [] });
  });

  it('filters by tiers, repeated or comma separated', async () => {
    const tier = catalog.drops.find((d) => d.tiers.length > 0)!.tiers[0]!;
    const expected = catalog.drops.filter((d) => d.tiers.includes(tier)).length;
    const { body } = await callApi(deps, 'GET', `/api/auction/drops?tiers=${tier}`);
    expect(body.count).toBe(expected);
    const bad = await callApi(deps, 'GET', '/api/auction/drops?tiers=gold');
    expect(bad.status).toBe(400);
  });

  it('rejects a bad page with the error shape, not a 500', async () => {
    const { status, body } = await callApi(deps, 'GET', '/api/auction/drops?page=0');
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('page');
  });
});

describe('drop detail and auctions', () => {
  it('answers a drop and its auctions in row order', async () => {
    const drop = catalog.drops.find((d) => catalog.auctions.some((a) => a.dropId === d.id))!;
    const detail = await callApi(deps, 'GET', `/api/auction/drops/${drop.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.title).toBe(drop.title);
    const auctions = await callApi(deps, 'GET', `/api/auction/drops/${drop.id}/auctions`);
    const expected = catalog.auctions.filter((a) => a.dropId === drop.id).sort((a, b) => a.row - b.row);
    expect(auctions.body.map((a: { id: string }) => a.id)).toEqual(expected.map((a) => a.id));
  });

  it('answers an empty list for a drop without auctions', async () => {
    const drop = catalog.drops.find((d) => !catalog.auctions.some((a) => a.dropId === d.id))!;
    expect(await callApi(deps, 'GET', `/api/auction/drops/${drop.id}/auctions`)).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it("answers a pack's id with the drop that sells it, the pack among its drops", async () => {
    const pack = catalog.packs[0]!;
    const { status, body } = await callApi(deps, 'GET', `/api/auction/drops/${pack.id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(pack.dropId);
    expect(body.drops.map((p: { id: string }) => p.id)).toContain(pack.id);
  });

  it('answers 404 with a detail for an unknown drop', async () => {
    const detail = await callApi(deps, 'GET', '/api/auction/drops/no-such-drop');
    expect(detail).toEqual({ status: 404, body: { detail: 'Drop not found.', code: 'not_found' } });
    const auctions = await callApi(deps, 'GET', '/api/auction/drops/no-such-drop/auctions');
    expect(auctions.status).toBe(404);
  });
});

describe('categories, redirects, config', () => {
  it('lists the categories in order', async () => {
    const { body } = await callApi(deps, 'GET', '/api/nft/categories');
    expect(body.map((c: { id: string }) => c.id)).toEqual(catalog.categories.map((c) => c.id));
  });

  it('lists the redirects', async () => {
    const { body } = await callApi(deps, 'GET', '/api/nft/redirects');
    expect(body).toHaveLength(catalog.redirects.length);
  });

  it('serves the flags this deployment runs with', async () => {
    const { body } = await callApi(deps, 'GET', '/api/config');
    expect(body.flags).toEqual(deps.flags);
    expect(body.settings.notificationsInterval).toBe(10_000);
  });
});

describe('GET /api/cms/{key}', () => {
  it('answers sanitized HTML', async () => {
    await transactWrite(db, [
      putCmsPage(db, {
        key: 'unsafe-page',
        title: 'Unsafe',
        html: '<p onclick="x()">Hello<script>steal()</script></p>',
        updatedAt: clock.now().toISOString(),
      }),
    ]);
    const { body } = await callApi(deps, 'GET', '/api/cms/unsafe-page');
    expect(body.content).toBe('<p>Hello</p>');
  });

  it('serves the seeded drop rules, privacy policy, terms and about', async () => {
    for (const key of ['premiumbiddingterms', 'privacy-policy', 'terms-of-service', 'about']) {
      const { status, body } = await callApi(deps, 'GET', `/api/cms/${key}`);
      expect(status, key).toBe(200);
      expect(body.content.length, key).toBeGreaterThan(100);
    }
  });

  it('answers 404 for a missing page and 400 for a malformed key', async () => {
    expect((await callApi(deps, 'GET', '/api/cms/no-such-page')).status).toBe(404);
    expect((await callApi(deps, 'GET', '/api/cms/Bad%20Key')).status).toBe(400);
  });
});

describe('POST /api/email-subscribe', () => {
  it("answers the spec's messages for a missing or malformed address", async () => {
    const missing = await callApi(deps, 'POST', '/api/email-subscribe', captcha);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'email', message: messages.required }]);
    const invalid = await callApi(deps, 'POST', '/api/email-subscribe', { email: 'fan@', ...captcha });
    expect(invalid.body.errors).toEqual([{ field: 'email', message: messages.emailInvalid }]);
  });

  it('records one EmailSubscribed event per address, even under concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: rateLimits.subscribe.limit }, (_, i) =>
        callApi(deps, 'POST', '/api/email-subscribe', {
          email: i % 2 ? 'Race@Example.com' : 'race@example.com',
          ...captcha,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.body.subscribed === true)).toBe(true);
    const events = (await listPendingEvents(db)).filter((e) => e.type === 'EmailSubscribed');
    expect(events.filter((e) => e.detail.email === 'race@example.com')).toHaveLength(1);
  });
});

// Runs last (tests in a file run in order): every live route has at least one test above.
describe('coverage', () => {
  it('exercised every live route of the contract', () => {
    const missing = Object.values(liveRoutes)
      .map(routeKey)
      .filter((key) => !exercisedRoutes.has(key));
    expect(missing).toEqual([]);
  });
});
