import type { Logger } from '../../functions/lib/logger';
import { errorMessage } from './errors';

export interface Poller {
  /** Runs the next tick now, or right after the one in progress: work has just been written. */
  wake(): void;
  /** Stops polling and resolves once the tick in progress (if any) has finished. */
  stop(): Promise<void>;
}

/** What a tick found: a full batch ('more': tick again at once), some work, or none. */
export type TickOutcome = 'more' | 'some' | 'none';

/** The longest pause of a poller that backs off while idle: what a wake does not announce waits at most this. */
export const IDLE_PAUSE_MAX_MS = 4_000;

/**
 * Runs `tick` every `intervalMs`, at once when woken, and again at once while it reports more work. A failing tick
 * is logged and retried on the next interval, so one bad item never stops the loop. With `idleMaxMs`, each tick
 * that finds nothing doubles the pause up to it, and a wake or found work brings it back to `intervalMs`: a poller
 * whose work is announced by wakes then costs the database little while the cloud idles.
 */
export function startPoller(options: {
  name: string;
  intervalMs: number;
  idleMaxMs?: number;
  logger: Logger;
  tick: () => Promise<TickOutcome>;
}): Poller {
  let stopped = false;
  // The pause after the next tick that finds nothing.
  let idlePauseMs = options.intervalMs;
  // A wake during a tick is kept for the pause after it: the work it announces may have missed that tick's read.
  let wokenDuringTick = false;
  let endPause: (() => void) | undefined;
  const pause = (pauseMs: number) =>
    new Promise<void>((done) => {
      if (wokenDuringTick) {
        wokenDuringTick = false;
        return done();
      }
      const timer = setTimeout(() => {
        endPause = undefined;
        done();
      }, pauseMs);
      endPause = () => {
        clearTimeout(timer);
        endPause = undefined;
        done();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      let outcome: TickOutcome = 'some';
      try {
        outcome = await options.tick();
      } catch (error) {
        options.logger.error('poller tick failed', {
          poller: options.name,
          error: errorMessage(error),
        });
      }
      const pauseMs = outcome === 'none' ? idlePauseMs : options.intervalMs;
      idlePauseMs =
        outcome === 'none'
          ? Math.min(pauseMs * 2, options.idleMaxMs ?? options.intervalMs)
          : options.intervalMs;
      if (outcome !== 'more' && !stopped) await pause(pauseMs);
    }
  })();
  const wake = () => {
    idlePauseMs = options.intervalMs;
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
