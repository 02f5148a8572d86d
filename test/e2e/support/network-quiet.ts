import type { Page, Request, Response } from 'playwright-core';

const POLL_MS = 50;

/**
 * Counts the page's requests in flight from now on (answered once their response arrives). `quiet` resolves true
 * once none has been in flight for `quietMs`, or false after `timeoutMs` (a page that polls may never go quiet).
 * Playwright's 'networkidle' waited the whole timeout on a third of the sweep's paths that had no request left.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  const answered = (response: Response) => ended(response.request());
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', answered);
  return {
    async quiet({ quietMs = 300, timeoutMs = 5_000 } = {}): Promise<boolean> {
      const giveUpAt = Date.now() + timeoutMs;
      while (Date.now() < giveUpAt) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return true;
        await page.waitForTimeout(POLL_MS);
      }
      return false;
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      page.off('response', answered);
    },
  };
}
