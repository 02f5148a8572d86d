import { describe, expect, it } from 'vitest';
import { getAuction } from '../../../functions/data/auction';
import {
  dutchTickScheduleName,
  scheduleNextDutchTick,
} from '../../../functions/domain/auction-close/schedules';
import { fireSchedule } from '../../../functions/schedules/handler';
import { AuctionType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { createAuction } from '../bids/support';

const HOUR = 3_600_000;

describe('dutch-tick schedules', async () => {
  const db = await createTestDb();

  it('fire at each reduction, store the next one and stop at the floor', async () => {
    const { deps, clock, schedules } = createTestDeps(db);
    const starts = clock.now();
    // $100 falling $25 an hour to $40: reductions at +1h, +2h and +3h (the last one partial).
    const auction = await createAuction(deps, 'dutch', {
      auctionType: AuctionType.dutch,
      starts: starts.toISOString(),
      ends: new Date(starts.getTime() + 24 * HOUR).toISOString(),
      priceCents: 10_000,
      floorPriceCents: 4_000,
      reductionAmountCents: 2_500,
      interval: { nextRun: starts.toISOString(), every: 1, period: 'hours' },
    });
    const name = dutchTickScheduleName('dutch');
    const dueAt = () => {
      const schedule = schedules.get(name);
      return schedule && 'at' in schedule ? schedule.at.getTime() - starts.getTime() : null;
    };

    expect(await scheduleNextDutchTick(deps, auction)).toEqual(new Date(starts.getTime() + HOUR));
    for (const hours of [1, 2]) {
      clock.set(new Date(starts.getTime() + hours * HOUR));
      await fireSchedule(deps, schedules.get(name)?.target);
      expect(dueAt()).toBe((hours + 1) * HOUR);
      expect((await getAuction(db, 'dutch'))?.interval?.nextRun).toBe(
        new Date(starts.getTime() + (hours + 1) * HOUR).toISOString(),
      );
    }
    schedules.delete(name);
    clock.set(new Date(starts.getTime() + 3 * HOUR));
    await fireSchedule(deps, { kind: 'dutch-tick', payload: { auctionId: 'dutch' } });
    expect(schedules.has(name)).toBe(false);
  });

  it('are not scheduled for an auction whose price does not fall', async () => {
    const { deps } = createTestDeps(db);
    const auction = await createAuction(deps, 'standard-no-ticks');
    expect(await scheduleNextDutchTick(deps, auction)).toBeNull();
  });
});
