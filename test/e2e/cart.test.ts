import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../functions/data/db';
import { getNft, putNft } from '../../functions/data/nft';
import { getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { buildDemoCatalog } from '../../scripts/seed/catalog';
import { giveMarketplaceCredit } from './support/auction';
import { seriousViolations } from './support/axe';
import { acceptCookies, launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';
import { listEdition } from './support/listings';

/** The seeded giveaway made resellable here (as in the resale journey); its collection's floor is swept. */
const WALLPAPER = { nftId: 'nft-first-light-wallpaper', title: 'First Light Wallpaper' };
/** Below every seeded listing, so these three are the collection's floor. */
const FLOOR_USD = [1, 1.25, 1.5];

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let seller: Collector;
let collector: Collector;
let collectionId: string;
/** A seeded resellable NFT (another page) and the edition the seller lists of it. */
let other: { nftId: string; title: string };

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [seller, collector] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  const wallpaper = await getNft(cloud.deps.db, WALLPAPER.nftId);
  if (!wallpaper) throw new Error(`${WALLPAPER.nftId} is not seeded`);
  await transactWrite(cloud.deps.db, [putNft(cloud.deps.db, { ...wallpaper, resellAllowed: true })]);
  collectionId = wallpaper.collectionId;
  const resellable = buildDemoCatalog(new Date()).nfts.find(
    (nft) => nft.resellAllowed && nft.quantity >= 10 && nft.id !== WALLPAPER.nftId,
  );
  if (!resellable) throw new Error('No seeded resellable NFT');
  other = { nftId: resellable.id, title: resellable.title };

  // The seller lists three editions at the floor, one more of the wallpaper and one of the other NFT.
  for (const [i, priceUsd] of FLOOR_USD.entries())
    await listEdition(cloud, seller, { nftId: WALLPAPER.nftId, sequence: i + 1, priceUsd });
  await listEdition(cloud, seller, { nftId: WALLPAPER.nftId, sequence: 4, priceUsd: 6 });
  await listEdition(cloud, seller, { nftId: other.nftId, sequence: 1, priceUsd: 7 });
  await giveMarketplaceCredit(cloud, collector.user.uuid, 100_00);

  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

const ownerOf = async (itemId: string) => (await getNftItem(cloud.deps.db, itemId))?.owner;

describe('cart and floor sweep', () => {
  it("sweeps the collection's floor for three: a preview, one payment, three bought", async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await acceptCookies(page);
    // axe before anything is bought: the header's bell with an unread count trips label-content-name-mismatch
    // (the notifications feature's, reported apart).
    await page.goto(`${cloud.url}/app/cart`);
    await page.getByText('Your cart is empty').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${cloud.url}/app/collection/${collectionId}`);
    const sweep = page.getByTestId('sweep-floor');
    await sweep.waitFor({ timeout: 15_000 });
    await sweep.getByLabel('How many').fill('3');
    await sweep.getByLabel('Maximum total (USD)').fill('4');
    await sweep.getByRole('button', { name: 'Preview' }).click();
    const preview = sweep.getByTestId('sweep-preview-line');
    await expect.poll(() => preview.count(), { timeout: 15_000 }).toBe(3);
    expect(await sweep.textContent()).toContain('3 for $3.75');
    await sweep.getByTestId('payment-option-2').getByRole('radio').first().check();
    const pay = sweep.getByRole('button', { name: 'Sweep', exact: true });
    await expect.poll(() => pay.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'cart-sweep-preview-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await pay.click();

    const result = sweep.getByTestId('cart-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getByRole('heading').textContent()).toBe('3 of 3 bought · $3.75');
    expect(await result.getByTestId('cart-result-line').filter({ hasText: 'Bought' }).count()).toBe(3);
    for (const sequence of [1, 2, 3])
      expect(await ownerOf(`${WALLPAPER.nftId}-${sequence}`)).toBe(collector.user.uuid);
    expect(await ownerOf(`${WALLPAPER.nftId}-4`)).toBe(seller.user.uuid);
    await screenshot(page, 'cart-sweep-result-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'cart-sweep-result-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('adds listings from two NFT pages to the cart and checks them out with one payment', async () => {
    await page.goto(`${cloud.url}/app/cart`);
    await page.getByText('Your cart is empty').waitFor({ timeout: 15_000 });

    const addFrom = async (nftId: string, itemId: string, label: string) => {
      await page.goto(`${cloud.url}/app/nft/${nftId}/marketplace-auction`);
      const row = page.locator(`[data-testid="edition-row"][data-edition-id="${itemId}"]`);
      await row.waitFor({ timeout: 15_000 });
      await row.getByRole('button', { name: `Add to cart: ${label}` }).click();
      await row.getByRole('button', { name: `In cart: ${label}` }).waitFor();
    };
    await addFrom(WALLPAPER.nftId, `${WALLPAPER.nftId}-4`, `${WALLPAPER.title} #4`);
    await addFrom(other.nftId, `${other.nftId}-1`, `${other.title} #1`);
    const badge = page.getByTestId('cart-badge');
    expect(await badge.textContent()).toBe('Cart (2)');

    await badge.click();
    await page.waitForURL(/\/app\/cart$/);
    const cart = page.getByTestId('cart-page');
    await expect.poll(() => cart.getByTestId('cart-line').count(), { timeout: 15_000 }).toBe(2);
    await expect
      .poll(() => cart.getByTestId('cart-total').textContent(), { timeout: 15_000 })
      .toBe('Total: $13.00');
    await cart.getByTestId('payment-option-2').getByRole('radio').first().check();
    const checkout = cart.getByRole('button', { name: 'Checkout' });
    await expect.poll(() => checkout.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'cart-page-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'cart-page-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkout.click();

    const result = cart.getByTestId('cart-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getByRole('heading').textContent()).toBe('2 of 2 bought · $13.00');
    expect(await ownerOf(`${WALLPAPER.nftId}-4`)).toBe(collector.user.uuid);
    expect(await ownerOf(`${other.nftId}-1`)).toBe(collector.user.uuid);
    // The bought lines left the cart.
    expect(await badge.textContent()).toBe('Cart');
    await screenshot(page, 'cart-result-1280');
  });
});
