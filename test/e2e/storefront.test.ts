import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putNewCreatorInvitation } from '../../functions/data/creator-invitation';
import { transactWrite } from '../../functions/data/db';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { TIME_MS } from '../../shared/domain/constants';
import { giveMarketplaceCredit } from './support/auction';
import { acceptCookies, launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';

/** A 1x1 PNG: the artwork the creator uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Brass Engine Study';
const CREATOR_NAME = 'Ada Storefront';
const PRICE_USD = 12;
/** Room for the slower moments of a shared machine: the mint workflow, a payment, a lazy screen. */
const SLOW = { timeout: 60_000 };

let cloud: LocalCloud;
let browser: Browser;
let creatorPage: Page;
let collectorPage: Page;
let creator: Collector;
let collector: Collector;
let token: string;
/** The catalog NFT the mint made, read from the details page's 'View on sale' link. */
let nftId: string;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [creator, collector] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  // The minting fee and the purchase are paid with marketplace credit.
  await giveMarketplaceCredit(cloud, creator.user.uuid, 20_00);
  await giveMarketplaceCredit(cloud, collector.user.uuid, 50_00);
  // An invitation as ops make it (npm run creator:invite), sent to the creator's e-mail.
  token = `e2e-${cloud.deps.newId().toLowerCase()}`;
  const now = cloud.deps.clock.now();
  await transactWrite(cloud.deps.db, [
    putNewCreatorInvitation(cloud.deps.db, {
      token,
      email: creator.user.email.toLowerCase(),
      creatorName: CREATOR_NAME,
      status: 'pending',
      claimedBy: null,
      creatorId: null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 30 * TIME_MS.day).toISOString(),
    }),
  ]);
  creatorPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  collectorPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

/** Screenshots of the current screen on a phone and on a desktop. */
async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
}

async function logInAt(page: Page, who: Collector) {
  await page.goto(`${cloud.url}/app/drops`);
  await acceptCookies(page);
  await logInWithSms(page, cloud, who);
}

describe("a creator's storefront", () => {
  it('claims the invitation, drafts an NFT with an image, pays the minting fee and lists it', async () => {
    const page = creatorPage;
    await logInAt(page, creator);

    // Without a claim, the Storefront link opens the landing page.
    await page.goto(`${cloud.url}/app/storefront`);
    await sessionRestored(page);
    await page.getByTestId('storefront-landing').waitFor(SLOW);
    await screenshotBothWidths(page, 'storefront-landing');

    await page.goto(`${cloud.url}/app/storefront-claim?token=${token}`);
    const claim = page.getByTestId('claim-form');
    await claim.waitFor(SLOW);
    expect(await claim.getByLabel('Invitation code').inputValue()).toBe(token);
    await claim.getByRole('button', { name: 'Claim' }).click();
    await page.getByTestId('storefront-dashboard').waitFor(SLOW);
    await page.getByRole('heading', { name: 'My Storefront', level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Create NFT' }).first().click();
    const form = page.getByTestId('nft-form');
    await form.waitFor(SLOW);
    await form
      .getByLabel('Media', { exact: true })
      .setInputFiles({ name: 'engine.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.getByRole('img').first().getAttribute('src'), SLOW).toMatch(/^blob:/);
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Description').fill('Gears, brass and patience.');
    await form.getByLabel('Editions').fill('3');
    await form.getByRole('button', { name: 'Add trait' }).click();
    await form.getByLabel('Trait 1 type').fill('Metal');
    await form.getByLabel('Trait 1 value').fill('Brass');
    await form.getByLabel('Royalty (%)').fill('5');
    await screenshotBothWidths(page, 'storefront-create-nft');
    await form.getByRole('button', { name: 'Continue to minting' }).click();

    const checkout = page.getByTestId('minting-checkout');
    await checkout.waitFor(SLOW);
    expect(await checkout.getByTestId('minting-fee').textContent()).toContain('$5.00');
    await page.getByTestId('payment-option-2').getByRole('radio').first().check();
    const pay = checkout.getByRole('button', { name: 'Pay and mint' });
    await expect.poll(() => pay.isEnabled(), SLOW).toBe(true);
    await screenshotBothWidths(page, 'storefront-minting-checkout');
    await pay.click();
    const done = page.getByTestId('minting-done');
    await done.waitFor(SLOW);
    await screenshot(page, 'storefront-minted-1280');
    await done.getByRole('link', { name: 'List for sale' }).click();

    const listing = page.getByTestId('list-for-sale-form');
    await listing.waitFor(SLOW);
    await listing.getByLabel('Price (USD)').fill(String(PRICE_USD));
    await listing.getByLabel('Quantity').fill('3');
    await screenshotBothWidths(page, 'storefront-list-for-sale');
    await listing.getByRole('button', { name: 'List for sale' }).click();

    await page.getByTestId('storefront-nft-listing').waitFor(SLOW);
    const onSale = await page.getByRole('link', { name: 'View on sale' }).getAttribute('href');
    nftId = /\/nft\/([^/]+)\/storefront\/auction$/.exec(onSale ?? '')?.[1] ?? '';
    expect(nftId).not.toBe('');
    await screenshotBothWidths(page, 'storefront-nft-details');

    await page.goto(`${cloud.url}/app/storefront`);
    const listed = page.getByRole('region', { name: 'Listed' });
    await listed.waitFor(SLOW);
    expect(await listed.textContent()).toContain('0 of 3 sold');
    await screenshotBothWidths(page, 'storefront-dashboard');
  }, 300_000);

  it('a collector finds the creator on /creators and buys the NFT on its storefront page', async () => {
    expect(nftId).toBeTruthy();
    const page = collectorPage;
    await logInAt(page, collector);
    await page.goto(`${cloud.url}/app/creators`);
    const card = page.getByTestId('creator-card').filter({ hasText: CREATOR_NAME });
    await card.waitFor(SLOW);
    await screenshotBothWidths(page, 'creators');
    await card.click();

    await page.getByRole('heading', { name: CREATOR_NAME, level: 1 }).waitFor(SLOW);
    const nftCard = page.getByTestId('storefront-nft-card').filter({ hasText: TITLE });
    await nftCard.waitFor(SLOW);
    await screenshotBothWidths(page, 'creator');
    await nftCard.click();
    await page.waitForURL(new RegExp(`/app/nft/${nftId}/storefront/auction$`));
    await page.getByText(TITLE).first().waitFor(SLOW);
    await screenshotBothWidths(page, 'storefront-auction');

    await page.goto(`${cloud.url}/app/nft/${nftId}/storefront/checkout`);
    await page.getByTestId('buy-now').waitFor(SLOW);
    await page.getByTestId('payment-option-2').getByRole('radio').first().check();
    const buy = page.getByRole('button', { name: 'Buy', exact: true });
    await expect.poll(() => buy.isEnabled(), SLOW).toBe(true);
    await screenshotBothWidths(page, 'storefront-checkout');
    await buy.click();
    const received = page.getByTestId('received-nft');
    await received.first().waitFor(SLOW);
    expect(await received.first().textContent()).toContain(TITLE);
    await screenshot(page, 'storefront-order-received-1280');
  }, 300_000);

  it('the creator sees the sale and its share on /storefront-payments', async () => {
    expect(nftId).toBeTruthy();
    const page = creatorPage;
    await expect
      .poll(
        async () => {
          await page.goto(`${cloud.url}/app/storefront-payments`);
          await page.getByTestId('earnings-summary').waitFor(SLOW);
          return page.getByTestId('sales-row').count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(1);
    const row = page.getByTestId('sales-row');
    expect(await row.textContent()).toContain(collector.user.username);
    expect(await row.textContent()).toContain(TITLE);
    // The creator's share is the price less the 10% platform fee.
    expect(await row.textContent()).toContain('$10.80');
    await screenshotBothWidths(page, 'storefront-payments');
  }, 120_000);
});
