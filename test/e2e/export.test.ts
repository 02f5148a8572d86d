import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNftItem } from '../../functions/data/nft-item';
import { toChecksumAddress } from '../../functions/domain/wallet-signature';
import { getSandboxChainTransfer } from '../../functions/lib/adapters/sandbox-chain';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { TIME_MS } from '../../shared/domain/constants';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';
import { giveSeededEdition } from './support/editions';

/** A seeded Ethereum one of one (ERC-721 on export). */
const NFT_ID = 'nft-neon-alley-007';
const ITEM_ID = `${NFT_ID}-1`;
/** A sandbox Ethereum wallet, EIP-55 checksummed. */
const WALLET = toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

beforeAll(async () => {
  // The sandbox clock: the export waits 3 seconds instead of 2 business days.
  process.env.EXPORT_WAIT_SECONDS = '3';
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  // Bought 31 days ago: past the export delay (about 30 days after purchase).
  await giveSeededEdition(cloud, {
    nftId: NFT_ID,
    to: collector.user.uuid,
    how: 'buy',
    paidCents: 2500,
    at: new Date(Date.now() - 31 * TIME_MS.day),
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  delete process.env.EXPORT_WAIT_SECONDS;
  await browser?.close();
  await cloud?.stop();
});

describe('export to an external wallet', () => {
  it('exports an item to a sandbox Ethereum address and shows its wallet label after the workflow', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await page.goto(`${cloud.url}/app/nft/${NFT_ID}/${ITEM_ID}/details`);
    await sessionRestored(page);
    const details = page.getByTestId('owned-item-page');
    await details.getByRole('link', { name: 'Export' }).click();

    const form = page.getByTestId('export-form');
    await form.waitFor({ timeout: 15_000 });
    expect(await form.getByTestId('export-nft-card').textContent()).toContain('Ethereum');
    const continueButton = form.getByRole('button', { name: 'Continue' });
    await form.getByLabel('Wallet address', { exact: true }).fill(WALLET);
    expect(await continueButton.isDisabled()).toBe(true);
    // A mistyped checksum is refused by the server's check.
    const mistyped = WALLET.replace(/[a-f]/, (letter) => letter.toUpperCase());
    await form.getByLabel('Wallet address', { exact: true }).fill(mistyped);
    await form.getByLabel('Confirm wallet address').fill(mistyped);
    await continueButton.click();
    await form.getByText('Invalid wallet address.').waitFor();
    await form.getByLabel('Wallet address', { exact: true }).fill(WALLET);
    await form.getByLabel('Confirm wallet address').fill(WALLET);
    await screenshot(page, 'export-1280');
    await continueButton.click();

    const success = page.getByTestId('export-success');
    await success.waitFor({ timeout: 15_000 });
    expect(await success.getByTestId('export-address').textContent()).toBe(WALLET);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'export-success-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await success.getByRole('link', { name: 'DONE' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/nft/${NFT_ID}/${ITEM_ID}/details`);

    // The workflow waits its 3 sandbox seconds, then transfers on the sandbox chain.
    await expect
      .poll(async () => (await getNftItem(cloud.deps.db, ITEM_ID))?.exportStatus, { timeout: 60_000 })
      .toBe('completed');
    const exportId = String((await getNftItem(cloud.deps.db, ITEM_ID))?.exportId);
    const transfer = await getSandboxChainTransfer(cloud.deps.db, exportId);
    expect(transfer).toMatchObject({ toAddress: WALLET, tokenStandard: 'ERC-721' });

    await page.reload();
    const label = page.getByTestId('owned-item-page').getByTestId('wallet-label');
    await label.waitFor({ timeout: 15_000 });
    expect(await label.textContent()).toContain(WALLET);
    await page.goto(`${cloud.url}/app/account/my-collection`);
    // My Collection's card carries the wallet label too.
    await page
      .locator(`[data-item-id="${ITEM_ID}"]`)
      .getByTestId('wallet-label')
      .waitFor({ timeout: 15_000 });
  }, 180_000);
});
