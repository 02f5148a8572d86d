import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { messages } from '../../shared/domain/messages';
import { giveMarketplaceCredit } from './support/auction';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';
import { giveSeededEdition } from './support/editions';

/** A seeded one of one, given to the giver before the journey. */
const ITEM = { nftId: 'nft-neon-alley-040', itemId: 'nft-neon-alley-040-1', title: 'Neon Alley #040' };

let cloud: LocalCloud;
let browser: Browser;
let giverPage: Page;
let receiverPage: Page;
let giver: Collector;
let receiver: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [giver, receiver] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  await giveSeededEdition(cloud, { nftId: ITEM.nftId, to: giver.user.uuid, how: 'claim' });
  await giveMarketplaceCredit(cloud, giver.user.uuid, 10_00);
  [giverPage, receiverPage] = await Promise.all([
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe('gift by e-mail', () => {
  it("gifts an item to a second user's e-mail with marketplace credit, and it arrives in their collection", async () => {
    const page = giverPage;
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, giver);
    await page.goto(`${cloud.url}/app/nft/${ITEM.nftId}/${ITEM.itemId}/details`);
    await sessionRestored(page);
    await page.getByTestId('owned-item-page').getByRole('link', { name: 'Gift' }).click();

    const form = page.getByTestId('gift-email-form');
    await form.waitFor({ timeout: 15_000 });
    // The spec's checks: not the giver's own address, and a confirmation equal whatever the case.
    await form.getByLabel('Email', { exact: true }).fill(giver.user.email.toUpperCase());
    await form.getByLabel('Confirm email').fill(giver.user.email);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText(messages.giftOwnEmail).waitFor();
    await form.getByLabel('Email', { exact: true }).fill(receiver.user.email);
    await form.getByLabel('Confirm email').fill('someone-else@example.com');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText(messages.emailsDoNotMatch).waitFor();
    await form.getByLabel('Confirm email').fill(receiver.user.email.toUpperCase());
    await screenshot(page, 'gift-1280');
    await form.getByRole('button', { name: 'Continue' }).click();

    const payment = page.getByTestId('gift-payment');
    await payment.waitFor({ timeout: 15_000 });
    await payment.getByTestId('payment-option-2').getByRole('radio').first().check();
    await screenshot(page, 'gift-payment-1280');
    await payment.getByRole('button', { name: 'Send Gift' }).click();

    const success = page.getByTestId('gift-success');
    await success.waitFor({ timeout: 15_000 });
    expect(await success.getByTestId('gift-destination').textContent()).toBe(receiver.user.email);
    await success.getByRole('link', { name: 'Done' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/account/my-collection');
    expect((await getNftItem(cloud.deps.db, ITEM.itemId))?.owner).toBe(receiver.user.uuid);

    // The receiver finds it in their collection (at 390 px).
    await receiverPage.goto(`${cloud.url}/app/drops`);
    await logInWithSms(receiverPage, cloud, receiver);
    await receiverPage.setViewportSize({ width: 390, height: 844 });
    await receiverPage.goto(`${cloud.url}/app/account/my-collection`);
    await receiverPage
      .getByTestId('owned-item-card')
      .filter({ hasText: ITEM.title })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(receiverPage, 'gift-received-390');
  });
});
