import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../functions/lib/logger';
import { startPoller, type TickOutcome } from '../../../scripts/local-cloud/poller';

const logger = createLogger({ test: 'poller' }, 'error', () => {});

/** A poller whose ticks answer `outcomes` in turn (then 'none'), and the fake times at which it ticked. */
function polling(outcomes: TickOutcome[], options: { intervalMs: number; idleMaxMs?: number }) {
  const tickedAt: number[] = [];
  const poller = startPoller({
    name: 'test',
    ...options,
    logger,
    tick: async () => {
      tickedAt.push(Date.now());
      return outcomes.shift() ?? 'none';
    },
  });
  return { poller, tickedAt };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startPoller', () => {
  it('ticks every interval while idle when it has no idle maximum', async () => {
    const { poller, tickedAt } = polling([], { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(450);
    expect(tickedAt).toEqual([0, 100, 200, 300, 400]);
    await poller.stop();
  });

  it('doubles its pause while ticks find nothing, up to the idle maximum', async () => {
    const { poller, tickedAt } = polling([], { intervalMs: 100, idleMaxMs: 400 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tickedAt).toEqual([0, 100, 300, 700, 1_100, 1_500, 1_900]);
    await poller.stop();
  });

  it('comes back to its interval when woken, and when a tick finds work', async () => {
    const { poller, tickedAt } = polling([], { intervalMs: 100, idleMaxMs: 400 });
    await vi.advanceTimersByTimeAsync(800);
    expect(tickedAt).toEqual([0, 100, 300, 700]);
    // Woken in the middle of a 400 ms pause: it ticks at once, then backs off from the interval again.
    poller.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(tickedAt.at(-1)).toBe(800);
    await vi.advanceTimersByTimeAsync(400);
    expect(tickedAt.slice(4)).toEqual([800, 900, 1_100]);
    await poller.stop();

    const busy = polling(['none', 'none', 'none', 'some', 'none'], { intervalMs: 100, idleMaxMs: 400 });
    await vi.advanceTimersByTimeAsync(1_200);
    // Idle pauses of 100, 200, 400; the tick at 1900 found work, so the next pauses start again at 100.
    expect(busy.tickedAt).toEqual([1_200, 1_300, 1_500, 1_900, 2_000, 2_100, 2_300]);
    await busy.poller.stop();
  });

  it('ticks again at once while a tick reports a full batch', async () => {
    const { poller, tickedAt } = polling(['more', 'more', 'some'], { intervalMs: 100, idleMaxMs: 400 });
    await vi.advanceTimersByTimeAsync(150);
    expect(tickedAt).toEqual([0, 0, 0, 100]);
    await poller.stop();
  });
});
