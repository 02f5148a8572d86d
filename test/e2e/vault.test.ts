import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';
import { giveSeededEdition } from './support/editions';

/** A seeded NFT with 'Includes Vault Content': an image, a track, a clip and a certificate. */
const NFT_ID = 'nft-midnight-studio-master';
const TITLE = 'Midnight Sessions Studio Master';

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  await giveSeededEdition(cloud, {
    nftId: NFT_ID,
    to: collector.user.uuid,
    how: 'bid',
    paidCents: 35_000,
    at: new Date(),
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe('vault content', () => {
  it("opens an owned item's vault after the 5-second wait and shows its content", async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await page.goto(`${cloud.url}/app/account/my-collection`);
    await sessionRestored(page);
    const card = page.getByTestId('owned-item-card').filter({ hasText: TITLE });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('vault-label').textContent()).toBe('Vault Unopened (4)');
    await card.getByRole('link', { name: TITLE }).click();

    const details = page.getByTestId('owned-item-page');
    await details.waitFor({ timeout: 15_000 });
    await details.getByTestId('vault-door').click();
    const dialog = page.getByRole('dialog', { name: 'Vault' });
    expect(await dialog.getByTestId('vault-item').count()).toBe(4);
    const opening = Date.now();
    await dialog.getByTestId('open-vault').click();
    await dialog.getByTestId('vault-opening').waitFor();
    await dialog.getByTestId('vault-image').first().waitFor({ timeout: 20_000 });
    expect(Date.now() - opening).toBeGreaterThanOrEqual(5000);

    // Every media type from its signed URL: the images load, the track and the clip have their files.
    const image = dialog.getByTestId('vault-image').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^\/private-media\/vault\/.+\?expires=\d+&signature=/);
    const audio = dialog.getByTestId('vault-audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const video = dialog.getByTestId('vault-video');
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await dialog.getByTestId('open-vault').count()).toBe(0);
    expect(await dialog.textContent()).toContain('in the studio the night it was made');
    expect(
      new Set(await dialog.getByTestId('vault-item').evaluateAll((els) => els.map((el) => el.dataset.frame))),
    ).toEqual(new Set(['classic', 'modern']));
    await screenshot(page, 'vault-modal-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'vault-modal-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(`${cloud.url}/app/account/my-collection`);
    await expect
      .poll(() => card.getByTestId('vault-label').textContent(), { timeout: 15_000 })
      .toBe('Vault Opened (4)');
  });

  it('renders /tezos from the CMS, and /vault behind the age gate', async () => {
    await page.goto(`${cloud.url}/app/tezos`);
    const tezos = page.getByTestId('cms-content');
    await tezos.waitFor({ timeout: 15_000 });
    for (const heading of ['About Tezos', 'Why Tezos', 'NFTs on Tezos'])
      await tezos.getByRole('heading', { name: heading }).waitFor();
    await screenshot(page, 'tezos-1280');

    await page.goto(`${cloud.url}/app/vault`);
    const gate = page.getByRole('dialog', { name: 'Enter your date of birth' });
    await gate.getByLabel('Month').fill('1');
    await gate.getByLabel('Day').fill('1');
    await gate.getByLabel('Year').fill('1990');
    await gate.getByRole('button', { name: 'Enter' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'A WORLD OF POSSIBILITIES' })
      .waitFor({ timeout: 15_000 });
    await page.getByTestId('cms-content').getByRole('heading', { name: 'What is in a vault' }).waitFor();
  });
});
