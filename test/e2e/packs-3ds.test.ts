import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { packOnSale } from './support/catalog';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

/** Completes the sandbox's 3-D Secure challenge shown in the app's frame. */
async function completeChallenge() {
  const challenge = page.getByRole('dialog', { name: '3-D Secure' });
  await challenge.waitFor({ timeout: 30_000 });
  await page.frameLocator('[data-testid="three-ds-frame"]').getByRole('button', { name: 'Complete' }).click();
  await challenge.waitFor({ state: 'detached', timeout: 30_000 });
}

/** Adds the card that needs 3-D Secure for every charge, through the card form and its add challenge. */
async function addChallengeCard() {
  await page.goto(`${cloud.url}/app/account/payment-methods`);
  await page.getByRole('button', { name: 'Add a new card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new card' });
  await dialog.getByLabel('Name on card').fill('Ada Collector');
  await dialog.getByLabel('Country').selectOption('US');
  await dialog.getByLabel('Postal code').fill('10001');
  const fields = page.frameLocator('[data-testid="card-fields-frame"]');
  await fields.getByLabel('Card number').fill('4000 0000 0000 3220');
  await fields.getByLabel('Expiry month').fill('12');
  await fields.getByLabel('Expiry year').fill('2031');
  await fields.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await completeChallenge();
  await page.getByTestId('card-row').filter({ hasText: '3220' }).waitFor();
}

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe("a collector's pack purchase through 3-D Secure", () => {
  it('buys a pack with a sandbox card through 3-D Secure and sees the reveal and the collection', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await addChallengeCard();
    const pack = await packOnSale(cloud);

    await page.goto(`${cloud.url}/app/drops/pack/${pack.id}`);
    await page.getByTestId('pack-price').waitFor();
    await page
      .getByRole('link', { name: 'Buy pack' })
      .or(page.getByRole('button', { name: 'Buy pack' }))
      .click();
    await page.getByTestId('payment-option-1').getByRole('radio').first().check();
    const buy = page.getByRole('button', { name: 'Buy Pack' });
    await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
    await buy.click();

    // After the fraud check (polled every 3 s), the card's bank asks to confirm the payment.
    await page.getByRole('dialog', { name: '3-D Secure' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'packs-3ds-challenge');
    await completeChallenge();

    await page.getByTestId('order-received').waitFor({ timeout: 30_000 });
    const skip = page.getByRole('button', { name: 'Skip' });
    if (await skip.count()) await skip.click();
    await page.getByTestId('received-nft').first().waitFor();
    await screenshot(page, 'packs-3ds-received');
    const firstTitle = (await page.getByTestId('received-nft').locator('h2').first().textContent())?.trim();

    await page.getByRole('link', { name: 'My Collection' }).first().click();
    await expect
      .poll(() => page.getByTestId('owned-item-card').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    if (firstTitle)
      await page.getByTestId('owned-item-card').filter({ hasText: firstTitle }).first().waitFor();
    await screenshot(page, 'packs-3ds-collection');
  }, 180_000);
});
