import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { acceptCookies, launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';
import { listEdition } from './support/listings';

/** A seeded generative NFT (one edition, resale allowed) that nobody holds or lists yet. */
const WATCHED = { nftId: 'nft-neon-alley-037', title: 'Neon Alley #037' };

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let watcher: Collector;
let seller: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [watcher, seller] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe('watchlist and price alerts', () => {
  it('A watches an NFT with an alert price; B lists it under that price; the price alert reaches A', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, watcher);
    await acceptCookies(page);

    // A watches the NFT from its page and sets 'alert me under $40'.
    await page.goto(`${cloud.url}/app/nft/${WATCHED.nftId}/marketplace-auction`);
    await sessionRestored(page);
    const toggle = page.getByTestId('watch-toggle');
    await toggle.getByRole('button', { name: 'Watch', exact: true }).click();
    await toggle.getByRole('button', { name: 'Watching' }).waitFor();
    await toggle.getByLabel('Alert me when listed under $').fill('40');
    await toggle.getByRole('button', { name: 'Save alert' }).click();
    await toggle.getByText('Alert saved').waitFor();
    await screenshot(page, 'watchlist-1-watching');

    // The watchlist page shows it with its alert, at desktop and phone widths.
    await page.goto(`${cloud.url}/app/watchlist`);
    const row = page.getByTestId('watch-row').filter({ hasText: WATCHED.title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Alert: $40');
    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    await screenshot(page, 'watchlist-2-page-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // B lists the only edition at $25, under A's price.
    await listEdition(cloud, seller, { nftId: WATCHED.nftId, sequence: 1, priceUsd: 25 });

    // The alert arrives by the watchlist consumer and the inbox: A finds it under Notifications.
    await expect
      .poll(
        async () => {
          await page.goto(`${cloud.url}/app/notifications`);
          const items = page.getByTestId('notification');
          await items.or(page.getByTestId('empty-state')).first().waitFor();
          return items.filter({ hasText: `Price alert: ${WATCHED.title}` }).count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    await screenshot(page, 'watchlist-3-price-alert');

    // The alert opens the NFT's market.
    await page.getByTestId('notification').filter({ hasText: 'Price alert' }).getByRole('link').click();
    await page.waitForURL(`**/app/nft/${WATCHED.nftId}/marketplace-auction`);
  });
});
