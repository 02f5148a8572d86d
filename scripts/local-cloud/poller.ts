import type { Logger } from '../../functions/lib/logger';
import { errorMessage } from './errors';

export interface Poller {
  /** Stops polling and resolves once the tick in progress (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, and again at once while it reports more work. A failing tick is logged and
 * retried on the next interval, so one bad item never stops the loop.
 */
export function startPoller(options: {
  name: string;
  intervalMs: number;
  logger: Logger;
  tick: () => Promise<boolean>;
}): Poller {
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, options.intervalMs);
      wake = () => {
        clearTimeout(timer);
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
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
