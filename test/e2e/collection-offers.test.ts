import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { giveMarketplaceCredit } from './support/auction';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';
import { giveSeededEdition } from './support/editions';

/** A seeded generative NFT of the Neon Alley collection (one edition, resale allowed). */
const ITEM = { nftId: 'nft-neon-alley-037', itemId: 'nft-neon-alley-037-1', title: 'Neon Alley #037' };
const COLLECTION = 'collection-neon-alley';

let cloud: LocalCloud;
let browser: Browser;
let ownerPage: Page;
let makerPage: Page;
let owner: Collector;
let maker: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [owner, maker] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  // The owner holds the edition as a gift would give it.
  await giveSeededEdition(cloud, { nftId: ITEM.nftId, to: owner.user.uuid, how: 'gift' });
  await giveMarketplaceCredit(cloud, maker.user.uuid, 100_00);
  // browser.newPage opens each page in a browser context of its own: two people.
  [ownerPage, makerPage] = await Promise.all([
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe('collection offers', () => {
  it('a collector makes a collection offer on the collection page and an owner of a matching item accepts it', async () => {
    for (const [page, collector] of [
      [ownerPage, owner],
      [makerPage, maker],
    ] as const) {
      await page.goto(`${cloud.url}/app/drops`);
      await logInWithSms(page, cloud, collector);
      await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
    }

    // The maker: the collection page has no collection offers yet; Make collection offer.
    await makerPage.goto(`${cloud.url}/app/collection/${COLLECTION}`);
    const panel = makerPage.getByTestId('collection-offers');
    expect(await panel.getByTestId('empty-state').textContent({ timeout: 15_000 })).toBe(
      'There are no collection offers yet.',
    );
    await panel.getByRole('button', { name: 'Make collection offer' }).click();
    const form = panel.getByTestId('collection-offer-form');
    await form.getByLabel('Price per NFT (USD)').fill('20');
    await form.getByLabel('Quantity').fill('2');
    await form.getByTestId('payment-option-2').getByRole('radio').first().check();
    const submit = form.getByRole('button', { name: 'Make Offer' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await form.getByTestId('collection-offer-total').textContent()).toContain('$40.00');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(makerPage, 'collection-offers-form-1280');
    await makerPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(makerPage, 'collection-offers-form-390');
    await makerPage.setViewportSize({ width: 1280, height: 900 });
    await submit.click();
    const listed = panel.getByTestId('collection-offer');
    await listed.first().waitFor({ timeout: 15_000 });
    expect(await listed.first().textContent()).toContain('2 of 2 left');
    await screenshot(makerPage, 'collection-offers-list-1280');

    // The owner: the item's page shows the matching offer; Accept Offer.
    await ownerPage.goto(`${cloud.url}/app/nft/${ITEM.nftId}/${ITEM.itemId}/details`);
    const door = ownerPage.getByTestId('collection-offers-door');
    await expect.poll(() => door.textContent(), { timeout: 15_000 }).toBe('Collection offers (1)');
    await door.click();
    const offer = ownerPage.getByTestId('matching-collection-offer');
    await offer.waitFor({ timeout: 15_000 });
    expect(await offer.textContent()).toContain(maker.user.username);
    await screenshot(ownerPage, 'collection-offers-accept-1280');
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(ownerPage, 'collection-offers-accept-390');
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    await offer.getByRole('button', { name: 'Accept Offer' }).click();
    await ownerPage.getByTestId('toast').filter({ hasText: 'Offer Accepted' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(ownerPage.url()).pathname).toBe('/app/account/my-collection');
    await expect
      .poll(async () => (await getNftItem(cloud.deps.db, ITEM.itemId))?.owner)
      .toBe(maker.user.uuid);

    // The maker: one unit left on the collection page, and the item in My Collection.
    await makerPage.reload();
    await expect
      .poll(async () => panel.getByTestId('collection-offer').first().textContent(), { timeout: 15_000 })
      .toContain('1 of 2 left');
    await makerPage.goto(`${cloud.url}/app/account/my-collection`);
    await makerPage
      .getByTestId('owned-item-card')
      .filter({ hasText: ITEM.title })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(makerPage, 'collection-offers-buyer-collection');
  }, 240_000);
});
