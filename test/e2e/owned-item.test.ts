import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../functions/data/db';
import { getNft, putNft } from '../../functions/data/nft';
import { getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';

/** The seeded one-per-account giveaway (scripts/seed/catalog). */
const WALLPAPER = {
  nftId: 'nft-first-light-wallpaper',
  auctionId: 'auction-first-light-wallpaper',
  title: 'First Light Wallpaper',
};

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  // The seed's giveaways are not for resale, and visibility follows resale (part 1 §4): this one is, here.
  const nft = await getNft(cloud.deps.db, WALLPAPER.nftId);
  if (!nft) throw new Error(`${WALLPAPER.nftId} is not seeded`);
  await transactWrite(cloud.deps.db, [putNft(cloud.deps.db, { ...nft, resellAllowed: true })]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe("a collector's owned item", () => {
  it('claims a free edition, opens it from My Collection, sees its details and makes it private', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await page.goto(`${cloud.url}/app/nft/${WALLPAPER.nftId}/${WALLPAPER.auctionId}/auction`);
    await sessionRestored(page);
    await page.getByTestId('auction-action').getByRole('button', { name: 'Claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'NFT claimed' });
    const edition = dialog.getByText(/^Edition #\d+$/);
    await edition.waitFor({ timeout: 45_000 });
    const sequence = (await edition.textContent())?.replace('Edition #', '');
    await dialog.getByRole('link', { name: 'Go to My Collection' }).click();

    const card = page.getByTestId('owned-item-card').filter({ hasText: WALLPAPER.title }).first();
    await card.getByRole('link', { name: WALLPAPER.title }).click();
    const itemId = `${WALLPAPER.nftId}-${sequence}`;
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/app/nft/${WALLPAPER.nftId}/${itemId}/details`);

    const details = page.getByTestId('owned-item-page');
    await details.waitFor({ timeout: 15_000 });
    expect(await details.getByRole('heading', { level: 1 }).textContent()).toBe(WALLPAPER.title);
    expect(await details.getByTestId('sequence').textContent()).toBe(`Edition #${sequence} of 300`);
    expect(await details.getByTestId('blockchain-info').textContent()).toContain('Tezos');
    await details.getByRole('link', { name: 'EXPLORE OTHER DROPS' }).waitFor();

    const visibility = details.getByRole('switch');
    expect(await visibility.isChecked()).toBe(true);
    await screenshot(page, 'owned-item-1280');
    await visibility.click();
    await expect.poll(() => details.getByTestId('visibility-toggle').textContent()).toContain('Private');
    await expect.poll(async () => (await getNftItem(cloud.deps.db, itemId))?.visibility).toBe('private');

    // Read again from the server: still private.
    await page.reload();
    await expect.poll(() => page.getByRole('switch').isChecked(), { timeout: 15_000 }).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'owned-item-390');
  }, 120_000);
});
