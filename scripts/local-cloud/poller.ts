import type { Logger } from '../../functions/lib/logger';
import { errorMessage } from './errors';

export interface Poller {
  /** Runs the next tick now, or right after the one in progress: work has just been written. */
  wake(): void;
  /** Stops polling and resolves once the tick in progress (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, at once when woken, and again at once while it reports more work. A failing tick
 * is logged and retried on the next interval, so one bad item never stops the loop.
 */
export function startPoller(options: {
  name: string;
  intervalMs: number;
  logger: Logger;
  tick: () => Promise<boolean>;
}): Poller {
  let stopped = false;
  // A wake during a tick is kept for the pause after it: the work it announces may have missed that tick's read.
  let wokenDuringTick = false;
  let endPause: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((done) => {
      if (wokenDuringTick) {
        wokenDuringTick = false;
        return done();
      }
      const timer = setTimeout(() => {
        endPause = undefined;
        done();
      }, options.intervalMs);
      endPause = () => {
        clearTimeout(timer);
        endPause = undefined;
        done();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      let more = false;
      try {
        more = await options.tick();
      } catch (error) {
        options.logger.error('poller tick failed', {
          poller: options.name,
          error: errorMessage(error),
        });
      }
      if (!more && !stopped) await pause();
    }
  })();
  const wake = () => {
    if (endPause) endPause();
    else wokenDuringTick = true;
  };
  return {
    wake,
    async stop() {
      stopped = true;
      wake();
      await loop;
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
