import type { Page, Request, Response } from 'playwright-core';

const POLL_MS = 50;
/** How long no request may be in flight before the page counts as quiet. */
const QUIET_MS = 300;
/** The longest wait: a page that polls (a live auction, the waiting room) may never go quiet. */
const QUIET_WITHIN_MS = 5_000;

/**
 * Counts the page's requests in flight from now on (answered once their response arrives, so a stream still
 * downloading does not hold the page up). `quiet` resolves once none has been in flight for QUIET_MS, or after
 * QUIET_WITHIN_MS. Playwright's 'networkidle' waited the whole 5 s on a third of the sweep's paths that had no
 * request left.
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
  page.on('requestfailed', ended);
  page.on('response', answered);
  return {
    async quiet(): Promise<void> {
      const giveUpAt = Date.now() + QUIET_WITHIN_MS;
      while (Date.now() < giveUpAt && (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS)) {
        await page.waitForTimeout(POLL_MS);
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfailed', ended);
      page.off('response', answered);
    },
  };
}
