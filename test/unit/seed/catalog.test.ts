import { describe, expect, it } from 'vitest';
import { buildDemoCatalog, type DemoCatalog } from '../../../scripts/seed/catalog';
import { AuctionType, CollectionType } from '../../../shared/domain/enums';
import { auctionKind } from '../../../shared/rules/auctions';
import { availability, availabilityAt } from '../../../shared/rules/timed-state';
import { xmlProblems } from './svg-check';

const HOUR = 3_600_000;
const now = new Date('2026-06-01T12:34:56.789Z');
const catalog = buildDemoCatalog(now);

/** Every media key a record references: fields named *Key (termsKey names a CMS page, not media). */
function mediaKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) mediaKeys(item, found);
  else if (value && typeof value === 'object') {
    for (const [name, field] of Object.entries(value)) {
      if (name.endsWith('Key') && name !== 'termsKey' && typeof field === 'string') found.add(field);
      else mediaKeys(field, found);
    }
  }
  return found;
}

const records = (c: DemoCatalog) => [c.artists, c.drops, c.packs, c.auctions, c.collections, c.nfts];

describe('demo catalog', () => {
  it('is pure: the same now gives the same records and bytes', () => {
    expect(buildDemoCatalog(new Date(now))).toEqual(catalog);
  });

  it('has about a dozen drops across music, sports and lifestyle', () => {
    expect(catalog.drops.length).toBeGreaterThanOrEqual(10);
    expect(catalog.drops.length).toBeLessThanOrEqual(14);
    for (const category of ['music', 'sports', 'lifestyle'])
      expect(catalog.drops.filter((d) => d.category === category).length, category).toBeGreaterThanOrEqual(3);
  });

  it.each([now, new Date('2026-06-01T12:00:00.000Z'), new Date('2026-12-31T23:59:59.999Z')])(
    'covers every timed state relative to %s',
    (at) => {
      const { drops } = buildDemoCatalog(at);
      const t = at.getTime();
      const startIn = (d: (typeof drops)[number]) => new Date(d.featureAt).getTime() - t;
      const endIn = (d: (typeof drops)[number]) =>
        d.featureUntil ? new Date(d.featureUntil).getTime() - t : null;
      for (const drop of drops)
        expect(drop.availability).toBe(availabilityAt(at, drop.featureAt, drop.featureUntil));
      const coming = drops.filter((d) => d.availability === availability.coming);
      const live = drops.filter((d) => d.availability === availability.available);
      const ended = drops.filter((d) => d.availability === availability.unavailable);
      expect(coming.filter((d) => startIn(d) <= 48 * HOUR).length).toBeGreaterThanOrEqual(2);
      expect(coming.filter((d) => startIn(d) > 48 * HOUR).length).toBeGreaterThanOrEqual(1);
      expect(live.filter((d) => (endIn(d) ?? Infinity) <= 48 * HOUR).length).toBeGreaterThanOrEqual(2);
      expect(live.filter((d) => (endIn(d) ?? 0) > 7 * 24 * HOUR).length).toBeGreaterThanOrEqual(2);
      expect(live.filter((d) => d.featureUntil === null)).toHaveLength(1);
      expect(live.filter((d) => !d.soldOut).length).toBeGreaterThanOrEqual(4);
      expect(ended).toHaveLength(2);
      expect(drops.filter((d) => d.soldOut)).toHaveLength(2);
      expect(coming.some((d) => d.showSignup)).toBe(true);
      expect(drops.some((d) => d.needsWaitingRoom)).toBe(true);
      expect(drops.filter((d) => d.termsKey).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('has unique, predictable ids', () => {
    const ids = records(catalog).flatMap((list) => list.map((record) => record.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(catalog.drops.map((d) => d.id)).toContain('drop-midnight-sessions');
    for (const drop of catalog.drops) expect(drop.id).toMatch(/^drop-[a-z0-9-]+$/);
  });

  it('references only media it carries, all well-formed SVG', () => {
    const referenced = mediaKeys(records(catalog));
    const carried = new Map(catalog.media.map((file) => [file.key, file]));
    expect(carried.size).toBe(catalog.media.length);
    expect([...referenced].filter((key) => !carried.has(key))).toEqual([]);
    expect([...carried.keys()].filter((key) => !referenced.has(key))).toEqual([]);
    for (const file of catalog.media) {
      expect(file.key).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.svg$/);
      expect(file.contentType).toBe('image/svg+xml');
      expect(file.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file.key).toBe(true);
      expect(xmlProblems(file.body), file.key).toEqual([]);
    }
  });

  it('sells packs at realistic prices, sold out exactly when their drop is', () => {
    const drops = new Map(catalog.drops.map((d) => [d.id, d]));
    for (const pack of catalog.packs) {
      const drop = drops.get(pack.dropId);
      expect(drop, pack.id).toBeDefined();
      expect(pack.soldOut).toBe(drop?.soldOut);
      expect(pack.priceCents).toBeGreaterThanOrEqual(500);
      expect(pack.priceCents).toBeLessThanOrEqual(25_000);
      expect(pack.quantity).toBeGreaterThan(0);
      expect(pack.nftsPerPack).toBeGreaterThan(0);
    }
    for (const drop of catalog.drops) {
      const prices = catalog.packs.filter((p) => p.dropId === drop.id).map((p) => p.priceCents);
      expect(drop.priceCents).toBe(prices.length ? Math.min(...prices) : null);
      expect(prices.length).toBeLessThanOrEqual(3);
    }
  });

  it('runs auctions of every kind the screens tell apart, on existing drops and NFTs', () => {
    const types = new Set(catalog.auctions.map((a) => a.auctionType));
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15])
      expect(types.has(type), `type ${type}`).toBe(true);
    const dropIds = new Set(catalog.drops.map((d) => d.id));
    const nfts = new Map(catalog.nfts.map((n) => [n.id, n]));
    for (const auction of catalog.auctions) {
      expect(dropIds.has(auction.dropId), auction.id).toBe(true);
      expect(nfts.get(auction.nft.id)?.type).toBe(auction.nft.type);
      // Claims are free; everything else sells between $25 and $5,000.
      if (auctionKind(auction.auctionType).mode === 'claim') expect(auction.priceCents).toBe(0);
      else {
        expect(auction.priceCents).toBeGreaterThanOrEqual(2_500);
        expect(auction.priceCents).toBeLessThanOrEqual(500_000);
      }
    }
    const external = catalog.auctions.find((a) => a.auctionType === AuctionType.external);
    expect(external?.externalUrl).toMatch(/^https:\/\//);
    expect(external?.buttonTitle).toBeTruthy();
    const dutch = catalog.auctions.find((a) => a.auctionType === AuctionType.dutch);
    expect(dutch?.floorPriceCents).toBeGreaterThan(0);
    expect(dutch?.priceCents).toBeGreaterThanOrEqual(dutch?.floorPriceCents ?? Infinity);
    expect(dutch?.reductionAmountCents).toBeGreaterThan(0);
    expect(new Date(dutch?.interval?.nextRun ?? 0).getTime()).toBeGreaterThan(now.getTime());
    expect(new Set(catalog.auctions.map((a) => a.dropId)).size).toBeGreaterThanOrEqual(4);
  });

  it('has one generative collection of ranked NFTs with valid traits', () => {
    const generative = catalog.collections.filter((c) => c.type === CollectionType.generative);
    expect(generative).toHaveLength(1);
    expect(catalog.collections.length).toBeGreaterThanOrEqual(3);
    const [collection] = generative;
    const nfts = catalog.nfts.filter((n) => n.collectionId === collection?.id);
    expect(collection?.isRanked).toBe(true);
    expect(nfts.length).toBeGreaterThanOrEqual(30);
    expect(nfts.map((n) => n.rank).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(nfts.map((_, i) => i + 1));
    for (const nft of nfts) expect(nft.traits.length).toBeGreaterThanOrEqual(5);
    for (const c of catalog.collections)
      expect(c.nftQuantity).toBe(catalog.nfts.filter((n) => n.collectionId === c.id).length);
    for (const nft of catalog.nfts) {
      expect(catalog.collections.some((c) => c.id === nft.collectionId)).toBe(true);
      for (const trait of nft.traits) {
        expect(trait.type).toBeGreaterThanOrEqual(1);
        expect(trait.type).toBeLessThanOrEqual(38);
        expect(trait.rarity).toBeGreaterThanOrEqual(1);
        expect(trait.rarity).toBeLessThanOrEqual(7);
      }
    }
  });

  it('has the categories, redirects and editorial pages the site links to', () => {
    expect(catalog.categories.map((c) => [c.id, c.title])).toEqual([
      ['all', 'All'],
      ['music', 'Music'],
      ['sports', 'Sports'],
      ['lifestyle', 'Lifestyle'],
      ['gaming', 'Gaming'],
      ['tv-and-films', 'TV and Films'],
      ['trending', 'Trending'],
    ]);
    const redirects = new Map(catalog.redirects.map((r) => [r.from, r.to]));
    expect(redirects.get('/amex')).toBe('/amexweb3');
    expect(redirects.get('/pass')).toBe('/onepass');
    const renamed = redirects.get('/drops/old-summer-drop')?.replace('/drops/', '');
    expect(catalog.drops.some((d) => d.id === renamed)).toBe(true);
    const pages = new Map(catalog.cmsPages.map((p) => [p.key, p]));
    const termsKeys = [...catalog.drops, ...catalog.auctions].flatMap((r) =>
      r.termsKey ? [r.termsKey] : [],
    );
    for (const key of ['premiumbiddingterms', 'privacy-policy', 'terms-of-service', 'about', ...termsKeys]) {
      const html = pages.get(key)?.html ?? '';
      expect(html, key).toMatch(/<h[12]>/);
      expect(html, key).toMatch(/<(ul|ol)>/);
      expect(html, key).toMatch(/<a href="/);
      expect(html.match(/<p>/g)?.length ?? 0, key).toBeGreaterThanOrEqual(2);
    }
  });
});
