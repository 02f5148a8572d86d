import { describe, expect, it } from 'vitest';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';

describe("the demo catalog's packs", () => {
  it('never promise more editions than the NFTs they draw from hold', () => {
    const catalog = buildDemoCatalog(new Date('2026-01-01T00:00:00Z'));
    const editions = new Map(catalog.nfts.map((nft) => [nft.id, nft.quantity]));
    const demand = new Map<string, { needed: number; held: number }>();
    for (const pack of catalog.packs) {
      expect(pack.nftIds.length, pack.id).toBeGreaterThan(0);
      const pool = [...pack.nftIds].sort().join(',');
      const held = pack.nftIds.reduce((sum, id) => sum + (editions.get(id) ?? 0), 0);
      const entry = demand.get(pool) ?? { needed: 0, held };
      entry.needed += pack.quantity * pack.nftsPerPack;
      demand.set(pool, entry);
    }
    for (const [pool, { needed, held }] of demand) expect(needed, pool).toBeLessThanOrEqual(held);
  });
});
