import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import {
  bidOnAuctionPage,
  createEndingAuction,
  endAuctionSoon,
  giveMarketplaceCredit,
} from './support/auction';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';

let cloud: LocalCloud;
let browser: Browser;
let pageA: Page;
let pageB: Page;
let collectorA: Collector;
let collectorB: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [collectorA, collectorB] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  await Promise.all(
    [collectorA, collectorB].map((collector) => giveMarketplaceCredit(cloud, collector.user.uuid, 100_00)),
  );
  // One browser context each: two collectors signed in side by side.
  [pageA, pageB] = await Promise.all([
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

/** Reloads `path` until an element `testId` holds `text` (the lists are fetched once per visit). */
async function waitForText(page: Page, path: string, testId: string, text: string, timeout: number) {
  await expect
    .poll(
      async () => {
        await page.goto(`${cloud.url}/app${path}`);
        const items = page.getByTestId(testId);
        await items.or(page.getByTestId('empty-state')).first().waitFor();
        return items.filter({ hasText: text }).count();
      },
      { timeout, interval: 2_000 },
    )
    .toBeGreaterThan(0);
}

describe('bidding on an auction', () => {
  it('bids, gets outbid by a second collector, raises, wins at the close and sees the win', async () => {
    await pageA.goto(`${cloud.url}/app/drops`);
    await logInWithSms(pageA, cloud, collectorA);
    await pageB.goto(`${cloud.url}/app/drops`);
    await logInWithSms(pageB, cloud, collectorB);

    // Ends in a minute: time for three bids, however slow; then its end is brought near and the cloud's schedule
    // poller closes it.
    const auction = await createEndingAuction(cloud, { endsInMs: 60_000 });

    await bidOnAuctionPage(pageA, cloud, auction, '10', 'Place a Bid', 'Your bid has been placed');
    await screenshot(pageA, 'bidding-placed');
    await bidOnAuctionPage(pageB, cloud, auction, '12', 'Place a Bid', 'Your bid has been placed');
    // B's page (a fresh load: the session is restored first) shows B's own bid on top, A's below it.
    await pageB.goto(`${cloud.url}/app/nft/${auction.nftId}/${auction.id}/auction`);
    const rows = pageB.getByTestId('bid-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.first().locator('td').nth(1).textContent()).toBe(`${collectorB.user.username} (you)`);
    expect(await rows.first().locator('td').nth(2).textContent()).toBe('$12');
    expect(await rows.nth(1).locator('td').nth(2).textContent()).toBe('$10');
    await screenshot(pageB, 'bidding-auction-page');

    await waitForText(
      pageA,
      '/notifications',
      'notification',
      `You have been outbid on ${auction.title}`,
      20_000,
    );
    await screenshot(pageA, 'bidding-outbid');

    // A has a bid: the page updates it.
    await bidOnAuctionPage(pageA, cloud, auction, '15', 'Update Bid', 'Your bid has been updated');

    const closing = await endAuctionSoon(cloud, auction);
    const untilClosed = closing.ends.getTime() - Date.now() + 45_000;
    await waitForText(pageA, '/account/order-history', 'order-history-list', auction.title, untilClosed);
    // A won at A's own last bid.
    const order = pageA.getByTestId('history-row').filter({ hasText: auction.title });
    expect(await order.textContent()).toContain('$15.00');
    await screenshot(pageA, 'bidding-order-history');
    await waitForText(pageA, '/notifications', 'notification', `You won ${auction.title}`, 20_000);
    await screenshot(pageA, 'bidding-won');
  }, 240_000);
});
