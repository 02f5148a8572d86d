import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';
import { waitForMessage } from './support/outbox';

/** A seeded NFT with editions left (scripts/seed/catalog). */
const WALLPAPER = { nftId: 'nft-first-light-wallpaper', title: 'First Light Wallpaper' };

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe('a claim of an order from the external auction site', () => {
  it('records a sale in the sandbox, follows the e-mailed link, claims and finds the NFT in My Collection', async () => {
    const started = new Date().toISOString();
    // The buyer's e-mail on the external site differs from the account's only in case.
    const buyerEmail = collector.user.email.toUpperCase();
    await page.goto(`${cloud.url}/sandbox/external-auction`);
    await page.getByLabel("Buyer's e-mail").fill(buyerEmail);
    await page.getByLabel('NFT id 1').fill(WALLPAPER.nftId);
    await page.getByLabel('Quantity').first().fill('2');
    await page.getByRole('button', { name: 'Record sale' }).click();
    const token = await page.locator('#sale-result').getAttribute('data-token');
    expect(token).toBeTruthy();

    const mail = await waitForMessage(
      cloud.url,
      collector.user.email,
      (m) => m.subject === 'Claim your NFTs',
      started,
    );
    const link = /href="([^"]+)"/.exec(mail.body)?.[1] ?? '';
    expect(new URL(link).pathname).toBe(`/app/order/${token}/claim`);
    const claimUrl = `${cloud.url}${new URL(link).pathname}`;

    // A visitor is asked to sign up first.
    await page.goto(claimUrl);
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await signUp.waitFor();
    await signUp.getByRole('button', { name: 'Close' }).click();
    await logInWithSms(page, cloud, collector);
    await page.goto(claimUrl);
    await sessionRestored(page);

    const claimPage = page.getByTestId('claim-order');
    const line = claimPage.getByTestId('claim-line');
    await line.waitFor({ timeout: 15_000 });
    expect(await line.textContent()).toContain(WALLPAPER.title);
    expect(await line.textContent()).toContain('x 2');
    await screenshot(page, 'external-claim-1280');
    await claimPage.getByRole('button', { name: 'Claim NFT(s)' }).click();

    const dialog = page.getByRole('dialog', { name: 'NFT(s) claimed' });
    await dialog.getByText("You've added a new NFT to Your Collection!").waitFor({ timeout: 45_000 });
    expect(await claimPage.getByRole('status').textContent()).toBe('NFT(s) claimed');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'external-claim-390');
    await dialog.getByRole('link', { name: 'Go to My Collection' }).click();

    const cards = page.getByTestId('owned-item-card').filter({ hasText: WALLPAPER.title });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
  }, 150_000);
});
