import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putPreQualifiedEmail } from '../../functions/data/bid';
import { transactWrite } from '../../functions/data/db';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { giveMarketplaceCredit } from './support/auction';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';

/** Seeded auctions on sale now (scripts/seed/catalog): a fixed price print shipped in the US or Canada, a giveaway of
 * one per account and the pre-qualified ring. */
const PRINT = {
  nftId: 'nft-golden-hour-print',
  auctionId: 'auction-golden-hour-print',
  title: 'Golden Hour Print',
};
const POSTCARD = {
  nftId: 'nft-sunrise-postcard',
  auctionId: 'auction-sunrise-postcard',
  title: 'Sunrise Session Postcard',
};
const RING = { nftId: 'nft-hall-of-fame-ring', auctionId: 'auction-hall-of-fame-ring' };

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  collector = await createCollector(cloud);
  await giveMarketplaceCredit(cloud, collector.user.uuid, 100_00);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

let loggedIn: Promise<void> | undefined;
/** Logs the collector in the first time a journey needs it (a login waits on expect.poll, which needs a test). */
function logInOnce(): Promise<void> {
  loggedIn ??= page.goto(`${cloud.url}/app/drops`).then(() => logInWithSms(page, cloud, collector));
  return loggedIn;
}

const auctionPage = (item: { nftId: string; auctionId: string }) =>
  `${cloud.url}/app/nft/${item.nftId}/${item.auctionId}/auction`;

const actionButton = (name: string) => page.getByTestId('auction-action').getByRole('button', { name });

/** My Collection lists a card titled `title` (the list is read once per visit). */
async function expectInCollection(title: string) {
  await page.goto(`${cloud.url}/app/account/my-collection`);
  await page.getByTestId('owned-item-card').filter({ hasText: title }).first().waitFor({ timeout: 15_000 });
}

describe("a collector's editions from primary sales", () => {
  it('buys a print with Buy Now, ships it to a new address, and finds it in the collection', async () => {
    await logInOnce();
    await page.goto(auctionPage(PRINT));
    await actionButton('Buy Now').click();

    const step = page.getByTestId('shipping-address-step');
    await step.waitFor();
    await step.getByLabel('Full name').fill('Ada Collector');
    await step.getByLabel('Address', { exact: true }).fill('17 Boardwalk');
    await step.getByLabel('City').fill('Montauk');
    await step.getByLabel('Country').selectOption('US');
    await step.getByLabel('State', { exact: true }).selectOption('New York');
    await step.getByLabel('Zip code').fill('11954');
    await step.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByTestId('buy-now').waitFor();
    await page.getByTestId('payment-option-2').getByRole('radio').first().check();
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toContain('45');
    const buy = page.getByRole('button', { name: 'Buy', exact: true });
    await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'editions-buy-now');
    await buy.click();

    // The sandbox accepts in the fraud check's own answer: no poll.
    const received = page.getByTestId('received-nft');
    await received.first().waitFor({ timeout: 30_000 });
    expect(await received.first().textContent()).toContain(PRINT.title);
    await screenshot(page, 'editions-order-received');

    await expectInCollection(PRINT.title);
    await page.goto(`${cloud.url}/app/account/order-history`);
    await page.getByTestId('history-row').filter({ hasText: PRINT.title }).first().waitFor();
  }, 120_000);

  it('claims a free postcard once, and the Claim button then stays disabled', async () => {
    await logInOnce();
    await page.goto(auctionPage(POSTCARD));
    await actionButton('Claim').click();

    const dialog = page.getByRole('dialog', { name: 'NFT claimed' });
    await dialog.getByText("You've added a new NFT to Your Collection!").waitFor({ timeout: 15_000 });
    const edition = (await dialog.getByText(/^Edition #\d+$/).textContent())?.replace('Edition ', '');
    await screenshot(page, 'editions-claimed');
    await dialog.getByRole('link', { name: 'Go to My Collection' }).click();
    await page.getByTestId('owned-item-card').filter({ hasText: POSTCARD.title }).first().waitFor();

    // One per account: the auction page now answers reached_purchase_limit; its editions table shows the claim.
    await page.goto(auctionPage(POSTCARD));
    await expect.poll(() => actionButton('Claim').isDisabled(), { timeout: 15_000 }).toBe(true);
    await page
      .getByTestId('edition-row')
      .filter({ hasText: `${edition} (yours)` })
      .waitFor();
  }, 120_000);

  it('bids on the pre-qualified ring once on its list, accepting the bidding terms', async () => {
    await transactWrite(cloud.deps.db, [
      putPreQualifiedEmail(cloud.deps.db, RING.auctionId, collector.user.email, new Date().toISOString()),
    ]);
    await logInOnce();
    await page.goto(auctionPage(RING));
    await actionButton('Place a Bid').click();

    // The ring's premium bidding terms come first, then the form (with its own terms checkbox).
    const terms = page.getByTestId('auction-terms');
    await terms.waitFor();
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('pre-qualified-bid-form').waitFor();
    await page.getByLabel('Your bid (USD)').fill('2600');
    await page.getByRole('checkbox', { name: /bidding terms/ }).check();
    const bidNow = page.getByRole('button', { name: 'Bid Now' });
    await expect.poll(() => bidNow.isEnabled(), { timeout: 15_000 }).toBe(true);
    await bidNow.click();
    await page.getByRole('heading', { name: 'Your bid has been placed' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'editions-pre-qualified-bid');

    await page.goto(auctionPage(RING));
    await page.getByTestId('bid-leaderboard').getByText(collector.user.username).waitFor({ timeout: 15_000 });
    await actionButton('Update Bid').waitFor();
  }, 120_000);
});
