import { describe, expect, it } from 'vitest';
import {
  auctionCloseScheduleName,
  dutchTickScheduleName,
  scheduleAuction,
} from '../../../functions/domain/auction-close/schedules';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { auctionKind } from '../../../shared/rules/auctions';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';

describe('scheduleAuction', async () => {
  const db = await createTestDb();

  it("schedules every seeded bid auction's close at its end and the Dutch auction's next tick", async () => {
    const { deps, clock, schedules } = createTestDeps(db);
    const catalog = buildDemoCatalog(clock.now());
    for (const auction of catalog.auctions) await scheduleAuction(deps, auction);

    const bidAuctions = catalog.auctions.filter((auction) => auctionKind(auction.auctionType).mode === 'bid');
    expect(bidAuctions.length).toBeGreaterThan(0);
    for (const auction of bidAuctions) {
      const schedule = schedules.get(auctionCloseScheduleName(auction.id));
      expect(schedule?.target, auction.id).toEqual({
        kind: 'auction-close',
        payload: { auctionId: auction.id },
      });
      const ends = new Date(auction.ends ?? 0);
      const at = ends > clock.now() ? ends : clock.now();
      expect(schedule && 'at' in schedule ? schedule.at : null, auction.id).toEqual(at);
    }
    const dutch = catalog.auctions.filter((auction) => auction.interval !== null);
    expect(dutch.length).toBeGreaterThan(0);
    for (const auction of dutch) {
      const tick = schedules.get(dutchTickScheduleName(auction.id));
      expect(tick && 'at' in tick ? tick.at > clock.now() : false, auction.id).toBe(true);
    }
    const closes = [...schedules.keys()].filter((name) => name.startsWith('auction-close-'));
    expect(closes).toHaveLength(bidAuctions.length);
  });
});
