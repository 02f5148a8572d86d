import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFusion } from '../../functions/data/fusion';
import { editionId, getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';
import { giveSeededEdition } from './support/editions';

/** Three seeded editions far from the seed's sales, given to the collector before the journey. */
const NFT_ID = 'nft-neon-frequencies-green';
const SEQUENCES = [4901, 4902, 4903];
/** The sandbox clock of fusions: the workflow waits this long for the fused NFT. */
const FUSION_WAIT_SECONDS = '3';

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

/** Saves the sandbox's plain test card (4242 4242 4242 4242) for the collector, as the card form would. */
async function saveTestCard() {
  const token = (await (
    await fetch(`${cloud.url}/sandbox/cards/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: '4242424242424242',
        expiry_month: '12',
        expiry_year: '2031',
        cvv: '123',
      }),
    })
  ).json()) as { token: string };
  const idToken = await cloud.deps.sessions.issueIdToken({ uuid: collector.user.uuid, emailVerified: true });
  const added = await fetch(`${cloud.url}/api/payments/add-payment-method`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ token: token.token, name: 'Ada Collector', country: 'US', zipCode: '10001' }),
  });
  expect(added.status).toBe(200);
}

beforeAll(async () => {
  process.env.FUSION_WAIT_SECONDS = FUSION_WAIT_SECONDS;
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  for (const sequence of SEQUENCES)
    await giveSeededEdition(cloud, { nftId: NFT_ID, sequence, to: collector.user.uuid, how: 'claim' });
  await saveTestCard();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  delete process.env.FUSION_WAIT_SECONDS;
  await browser?.close();
  await cloud?.stop();
});

describe('fusion', () => {
  it('fuses three items with a card from the owned-item page and sees the fused NFT after the workflow', async () => {
    const [first, ...others] = SEQUENCES.map((sequence) => editionId(NFT_ID, sequence));
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await page.goto(`${cloud.url}/app/nft/${NFT_ID}/${first}/details`);
    await sessionRestored(page);
    await page.getByTestId('owned-item-page').getByTestId('fusion-door').click();

    // The select step starts with the item of the page; the other two are added.
    const select = page.getByTestId('fusion-select');
    await select
      .getByRole('heading', { name: 'Select 3 NFTs To Add To the Fuser' })
      .waitFor({ timeout: 15_000 });
    expect(await select.getByTestId('fusion-draft-count').textContent()).toBe('1 selected');
    for (const sequence of SEQUENCES.slice(1))
      await select
        .getByTestId('fusion-item')
        .filter({ hasText: `#${sequence}` })
        .click();
    expect(await select.getByTestId('fusion-draft-count').textContent()).toBe('3 selected');
    await screenshot(page, 'fusion-select-1280');
    await select.getByRole('button', { name: 'Add to fuser' }).click();

    const landing = page.getByTestId('fusion-landing');
    await landing.waitFor();
    expect(await landing.getByTestId('fusion-selected-count').textContent()).toBe('3 selected');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'fusion-landing-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await landing.getByRole('button', { name: 'Fuse' }).click();

    await page.getByRole('heading', { name: 'Before Proceeding With Fusion' }).waitFor();
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    const address = page.getByTestId('shipping-address-step');
    await address.waitFor();
    await address.getByLabel('I do not want the physical item shipped to me').check();
    await address.getByRole('button', { name: 'Skip' }).click();

    const payment = page.getByTestId('fusion-payment');
    await payment.getByRole('heading', { name: 'Fuse NFTs' }).waitFor({ timeout: 15_000 });
    await payment.getByTestId('payment-option-1').getByRole('radio').first().check();
    const next = payment.getByRole('button', { name: 'Pay and Fuse' });
    await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'fusion-payment-1280');
    await next.click();

    const confirm = page.getByTestId('fusion-confirm');
    await confirm.getByRole('heading', { name: 'Confirm Fusion' }).waitFor();
    // 50 USD plus the card fee (2.9% + $0.30): $51.75.
    await confirm.getByTestId('fusion-price').getByText('$51.75').waitFor({ timeout: 15_000 });
    await confirm.getByRole('button', { name: 'Pay and Fuse' }).click();

    const success = page.getByTestId('fusion-success');
    await success.getByRole('heading', { name: 'Fusion In Progress' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'fusion-success-1280');
    for (const itemId of [first, ...others])
      expect((await getNftItem(cloud.deps.db, String(itemId)))?.owner).toBeNull();

    await success.getByRole('link', { name: 'Done' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/account/my-collection');
    // The workflow waits the sandbox clock's seconds, then mints and delivers the fused NFT.
    const fused = page.getByTestId('owned-item-card').filter({ hasText: 'Fused' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page
            .getByTestId('owned-item-card')
            .first()
            .waitFor({ timeout: 10_000 })
            .catch(() => {});
          return fused.count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    await screenshot(page, 'fusion-fused-nft-1280');
    const fusedItem = await getNftItem(cloud.deps.db, editionId(`fused-${await fusionIdOf()}`, 1));
    expect(fusedItem?.owner).toBe(collector.user.uuid);
  });
});

/** The collector's one fusion, as the server recorded it. */
async function fusionIdOf(): Promise<string> {
  const idToken = await cloud.deps.sessions.issueIdToken({ uuid: collector.user.uuid, emailVerified: true });
  const mine = await fetch(`${cloud.url}/api/nft/mine/fusion`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const body = (await mine.json()) as { fusions: { id: string }[] };
  const id = body.fusions[0]?.id ?? '';
  expect((await getFusion(cloud.deps.db, id))?.status).toBe('completed');
  return id;
}
