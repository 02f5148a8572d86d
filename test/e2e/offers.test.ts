import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { giveMarketplaceCredit } from './support/auction';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';
import { giveSeededEdition } from './support/editions';

/** Two seeded generative NFTs (one edition each, resale allowed, 7.5% royalty and 2.5% platform fee). */
const FIRST = { nftId: 'nft-neon-alley-037', itemId: 'nft-neon-alley-037-1', title: 'Neon Alley #037' };
const SECOND = { nftId: 'nft-neon-alley-038', itemId: 'nft-neon-alley-038-1', title: 'Neon Alley #038' };

let cloud: LocalCloud;
let browser: Browser;
let pageA: Page;
let pageB: Page;
let owner: Collector;
let maker: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [owner, maker] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  // The owner (A) holds both items as a gift would give them.
  await giveSeededEdition(cloud, { nftId: FIRST.nftId, to: owner.user.uuid, how: 'gift' });
  await giveSeededEdition(cloud, { nftId: SECOND.nftId, to: owner.user.uuid, how: 'gift' });
  await giveMarketplaceCredit(cloud, maker.user.uuid, 100_00);
  [pageA, pageB] = await Promise.all([
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

/** From B's make-offer page: `amount` from marketplace credit, confirmed; answers the Offer Submitted page. */
async function makeOffer(page: Page, item: typeof FIRST, amount: string, shots?: string) {
  await page.goto(`${cloud.url}/app/nft/${item.nftId}/${item.itemId}/make-offer`);
  const form = page.getByTestId('make-offer');
  await form.getByLabel('Your offer (USD)').waitFor({ timeout: 15_000 });
  await form.getByLabel('Your offer (USD)').fill(amount);
  await form.getByTestId('payment-option-2').getByRole('radio').first().check();
  const submit = form.getByRole('button', { name: 'Make Offer' });
  await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
  if (shots) {
    await screenshot(page, `${shots}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${shots}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await submit.click();
  const confirm = page.getByTestId('confirm-offer');
  expect(await confirm.getByTestId('confirm-amount').textContent()).toBe(`$${amount}.00`);
  expect(await confirm.getByTestId('confirm-method').textContent()).toBe('Marketplace Credit');
  if (shots) await screenshot(page, `${shots}-confirm`);
  await confirm.getByRole('button', { name: 'Confirm Offer' }).click();
  const submitted = page.getByTestId('offer-submitted');
  await submitted.waitFor({ timeout: 15_000 });
  return submitted;
}

describe('offers', () => {
  it("B offers on A's item, A accepts it and B owns it; B's next offer cannot be cancelled within 6 hours", async () => {
    for (const [page, collector] of [
      [pageA, owner],
      [pageB, maker],
    ] as const) {
      await page.goto(`${cloud.url}/app/drops`);
      await logInWithSms(page, cloud, collector);
      // The screenshots show the pages, not the cookie notice over them.
      await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
    }

    // A's item has no offers yet: the owner's empty list.
    await pageA.goto(`${cloud.url}/app/nft/${FIRST.nftId}/${FIRST.itemId}/offers`);
    expect(await pageA.getByTestId('empty-state').textContent({ timeout: 15_000 })).toBe(
      'There are no offers on this NFT yet.',
    );
    await screenshot(pageA, 'offers-list-empty');

    // B: Make an Offer, Confirm Offer, Offer Submitted (the NFT has traits: back to its generative auction).
    const submitted = await makeOffer(pageB, FIRST, '25', 'offers-make');
    expect(await submitted.getByRole('link', { name: 'Go back' }).getAttribute('href')).toMatch(
      new RegExp(
        `/nft/${FIRST.nftId}/${FIRST.itemId}/[^/]+/generative-auction$|/nft/${FIRST.nftId}/marketplace-auction$`,
      ),
    );
    await screenshot(pageB, 'offers-submitted');

    // A: the item's offers, then Accept.
    await pageA.goto(`${cloud.url}/app/nft/${FIRST.nftId}/${FIRST.itemId}/offers`);
    const row = pageA.getByTestId('offer-row').filter({ hasText: maker.user.username });
    await row.waitFor({ timeout: 15_000 });
    expect(await pageA.getByTestId('offers-count').textContent()).toBe('1 Total Offer');
    expect(await row.getByTestId('offer-price').textContent()).toBe('$25');
    await screenshot(pageA, 'offers-list-1280');
    await pageA.setViewportSize({ width: 390, height: 844 });
    await screenshot(pageA, 'offers-list-390');
    await pageA.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('link', { name: 'ACCEPT' }).click();

    const accept = pageA.getByTestId('accept-offer');
    await accept.waitFor({ timeout: 15_000 });
    // 7.5% royalty and 2.5% platform fee of $25 (part 2 §9), to the cent as the server splits it.
    expect(await accept.getByTestId('offer-amount').textContent()).toBe('$25.00');
    const figures = await Promise.all(
      ['offer-royalty', 'offer-platform-fee', 'offer-seller-receives'].map(
        async (id) => (await accept.getByTestId(id).textContent())?.replace(/[−$]/g, '') ?? '',
      ),
    );
    const [royalty, fee, receives] = figures.map(Number) as [number, number, number];
    expect(Math.round((royalty + fee + receives) * 100)).toBe(2500);
    expect(receives).toBeCloseTo(22.5, 1);
    await screenshot(pageA, 'offers-accept-1280');
    await pageA.setViewportSize({ width: 390, height: 844 });
    await screenshot(pageA, 'offers-accept-390');
    await pageA.setViewportSize({ width: 1280, height: 900 });
    await accept.getByRole('button', { name: 'Accept Offer' }).click();
    await pageA.getByTestId('toast').filter({ hasText: 'Offer Accepted' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(pageA.url()).pathname).toBe('/app/account/my-collection');
    await expect
      .poll(async () => (await getNftItem(cloud.deps.db, FIRST.itemId))?.owner)
      .toBe(maker.user.uuid);

    // B owns it: My Collection.
    await pageB.goto(`${cloud.url}/app/account/my-collection`);
    await pageB
      .getByTestId('owned-item-card')
      .filter({ hasText: FIRST.title })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(pageB, 'offers-buyer-collection');

    // B offers on A's other item and tries to cancel at once: the 6-hour wait's countdown.
    const next = await makeOffer(pageB, SECOND, '10');
    await next.getByRole('link', { name: 'Manage' }).click();
    const manage = pageB.getByTestId('manage-offer');
    await manage.waitFor({ timeout: 15_000 });
    expect(await manage.getByTestId('offer-price').textContent()).toBe('$10.00');
    expect(await manage.getByTestId('offer-status').textContent()).toBe('Active');
    await manage.getByRole('button', { name: 'Cancel Offer' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Unable to cancel offer' });
    await dialog.waitFor();
    const countdown = dialog.getByTestId('countdown');
    expect(await countdown.textContent()).toMatch(/^0[56]:\d\d:\d\d$/);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
    await screenshot(pageB, 'offers-cancel-wait-1280');

    // A's My Collection card counts the new offer (spec part 1 §2: the new-offers badge).
    await pageA.goto(`${cloud.url}/app/account/my-collection`);
    const card = pageA.getByTestId('owned-item-card').filter({ hasText: SECOND.title }).first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('new-offers').textContent()).toBe('1 new offers');
    await screenshot(pageA, 'offers-collection-badge');
    await pageB.setViewportSize({ width: 390, height: 844 });
    await screenshot(pageB, 'offers-cancel-wait-390');
  }, 240_000);
});
