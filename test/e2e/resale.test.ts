import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../functions/data/db';
import { getNft, putNft } from '../../functions/data/nft';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { NftDetail } from '../../shared/api/schemas/nft';
import { formatUsdFixed } from '../../shared/format/usd';
import { saleSplit } from '../../shared/rules/resale';
import { launchBrowser, screenshot } from './support/browser';
import { addCard } from './support/cards';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';

/** The seeded one-per-account giveaway (scripts/seed/catalog), in the 'City & Coast' collection. */
const WALLPAPER = {
  nftId: 'nft-first-light-wallpaper',
  auctionId: 'auction-first-light-wallpaper',
  title: 'First Light Wallpaper',
  collection: 'City & Coast',
};
/** Below every seeded listing, so the collection's default order (cheapest first) shows it on its first page. */
const PRICE_USD = 3;

let cloud: LocalCloud;
let browser: Browser;
let pageA: Page;
let pageB: Page;
let seller: Collector;
let buyer: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [seller, buyer] = await Promise.all([createCollector(cloud), createCollector(cloud)]);
  // The seed's giveaways are not for resale: this one is, here (claimed, so no card cool-down).
  const nft = await getNft(cloud.deps.db, WALLPAPER.nftId);
  if (!nft) throw new Error(`${WALLPAPER.nftId} is not seeded`);
  await transactWrite(cloud.deps.db, [putNft(cloud.deps.db, { ...nft, resellAllowed: true })]);
  // One browser context each: the seller and the buyer signed in side by side.
  [pageA, pageB] = await Promise.all([
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

/** Accepts the cookie notice, so screenshots show the page under it. */
const acceptCookies = (page: Page) =>
  page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();

/** Opens `path` again until an item of `testId` shows `text` (notifications and balances arrive by events). */
async function waitForText(page: Page, path: string, testId: string, text: string | RegExp, timeout: number) {
  await expect
    .poll(
      async () => {
        await page.goto(`${cloud.url}/app${path}`);
        const items = page.getByTestId(testId);
        await items.or(page.getByTestId('empty-state')).first().waitFor();
        return items.filter({ hasText: text }).count();
      },
      { timeout, interval: 2_000 },
    )
    .toBeGreaterThan(0);
}

describe('reselling an NFT', () => {
  it('A lists a claimed edition through the royalties terms and the resale price; B finds it and buys it by card', async () => {
    // A claims an edition and opens it from My Collection.
    await pageA.goto(`${cloud.url}/app/drops`);
    await logInWithSms(pageA, cloud, seller);
    await acceptCookies(pageA);
    await pageA.goto(`${cloud.url}/app/nft/${WALLPAPER.nftId}/${WALLPAPER.auctionId}/auction`);
    await sessionRestored(pageA);
    await pageA.getByTestId('auction-action').getByRole('button', { name: 'Claim' }).click();
    const claimed = pageA.getByRole('dialog', { name: 'NFT claimed' });
    const edition = claimed.getByText(/^Edition #\d+$/);
    await edition.waitFor({ timeout: 45_000 });
    const sequence = (await edition.textContent())?.replace('Edition #', '');
    const itemId = `${WALLPAPER.nftId}-${sequence}`;
    await claimed.getByRole('link', { name: 'Go to My Collection' }).click();
    const card = pageA.getByTestId('owned-item-card').filter({ hasText: WALLPAPER.title }).first();
    await card.getByRole('link', { name: WALLPAPER.title }).click();
    const details = pageA.getByTestId('owned-item-page');
    await details.waitFor({ timeout: 15_000 });

    // Post for sale: the royalties terms, accepted only once read to the end and ticked.
    await details.getByRole('button', { name: 'Post for sale' }).click();
    const terms = pageA.getByRole('dialog', { name: 'Royalties terms' });
    const accept = terms.getByRole('button', { name: 'Accept' });
    await terms.getByRole('checkbox', { name: 'I have read and agree to the royalties terms' }).check();
    await screenshot(pageA, 'resale-royalties-terms');
    expect(await accept.isDisabled()).toBe(true);
    await terms.getByTestId('royalties-terms-text').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect.poll(() => accept.isEnabled()).toBe(true);
    await accept.click();

    // The resale price: the minimum, then what A receives of $3 after the royalty and the platform fee.
    const nft = (await (await fetch(`${cloud.url}/api/nft/${WALLPAPER.nftId}`)).json()) as NftDetail;
    const split = saleSplit(PRICE_USD * 100, {
      royaltyBps: Math.round(nft.secondary_sale_resale_royalty * 100),
      platformFeeBps: Math.round(nft.secondary_sale_platform_fee * 100),
    });
    const priceDialog = pageA.getByRole('dialog', { name: 'Resale price' });
    await priceDialog.getByLabel('Price (USD)').fill('0.5');
    await priceDialog.getByText('Minimum sale price is $1').waitFor();
    await priceDialog.getByLabel('Price (USD)').fill(String(PRICE_USD));
    await expect
      .poll(() => priceDialog.getByTestId('seller-receives').textContent())
      .toBe(formatUsdFixed(split.sellerCents));
    await screenshot(pageA, 'resale-price');
    await priceDialog.getByRole('button', { name: 'Confirm sale' }).click();
    await pageA.getByText('Nft placed on marketplace.').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => details.getByTestId('listed-for-sale').textContent(), { timeout: 15_000 })
      .toBe(`NFT LISTED FOR SALE$${PRICE_USD}`);
    await details.getByRole('button', { name: 'Update Price' }).waitFor();
    await details.getByRole('button', { name: 'Cancel sale' }).waitFor();
    await screenshot(pageA, 'resale-listed-1280');
    await pageA.setViewportSize({ width: 390, height: 844 });
    await screenshot(pageA, 'resale-listed-390');
    await pageA.setViewportSize({ width: 1280, height: 900 });

    // B saves a card, then finds the listing: /marketplace, the collection, the NFT's marketplace page.
    await pageB.goto(`${cloud.url}/app/drops`);
    await logInWithSms(pageB, cloud, buyer);
    await acceptCookies(pageB);
    await pageB.goto(`${cloud.url}/app/account/payment-methods`);
    await addCard(pageB, '4242 4242 4242 4242');
    await pageB.getByTestId('card-row').filter({ hasText: '4242' }).waitFor({ timeout: 15_000 });

    await pageB.goto(`${cloud.url}/app/marketplace`);
    await pageB.getByRole('searchbox', { name: 'Search collections' }).fill(WALLPAPER.collection);
    const collections = pageB.getByTestId('collections-grid');
    // The search applies after its debounce: a link found in the grid before it may be gone when Enter lands.
    await expect
      .poll(
        async () => {
          const cards = await collections.getByRole('listitem').allTextContents();
          return cards.length > 0 && cards.every((text) => text.includes(WALLPAPER.collection));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await collections.getByRole('link', { name: WALLPAPER.collection }).first().click();
    await pageB.getByRole('heading', { level: 1, name: WALLPAPER.collection }).waitFor();
    const nftCard = pageB.locator(`[data-testid="nft-card"][data-nft-id="${WALLPAPER.nftId}"]`);
    await nftCard.waitFor({ timeout: 15_000 });
    expect(await nftCard.getByTestId('nft-price').textContent()).toBe(`$${PRICE_USD}`);
    await nftCard.getByRole('link', { name: WALLPAPER.title }).click();
    await pageB.waitForURL(new RegExp(`/app/nft/${WALLPAPER.nftId}/marketplace-auction$`));

    const market = pageB.getByTestId('marketplace-auction');
    await market.getByRole('heading', { level: 1, name: WALLPAPER.title }).waitFor();
    const row = market.locator(`[data-testid="edition-row"][data-edition-id="${itemId}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(seller.user.username);
    // Cheapest first: A's listing leads the table.
    expect(await market.getByTestId('edition-row').first().getAttribute('data-edition-id')).toBe(itemId);
    await screenshot(pageB, 'resale-marketplace-auction-1280');
    await pageB.setViewportSize({ width: 390, height: 844 });
    await screenshot(pageB, 'resale-marketplace-auction-390');
    await pageB.setViewportSize({ width: 1280, height: 900 });

    // The listing's Buy Now checkout: one edition from A at A's price, paid by card.
    await row.getByRole('button', { name: `Buy edition #${sequence}` }).click();
    await pageB.getByTestId('buy-now').waitFor({ timeout: 15_000 });
    expect(await pageB.getByTestId('resale-seller').textContent()).toBe(
      `Sold by ${seller.user.username} for $${PRICE_USD}`,
    );
    await pageB.getByTestId('payment-option-1').getByRole('radio').first().check();
    const buy = pageB.getByRole('button', { name: 'Buy', exact: true });
    await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(pageB, 'resale-checkout');
    await buy.click();
    const received = pageB.getByTestId('received-nft');
    await received.first().waitFor({ timeout: 30_000 });
    expect(await received.first().textContent()).toContain(`${WALLPAPER.title} · Edition #${sequence}`);
    await screenshot(pageB, 'resale-order-received');
    await pageB.getByTestId('order-received').getByRole('link', { name: 'Go back' }).waitFor();

    // A hears of the sale and sees the credit it brought.
    await waitForText(pageA, '/notifications', 'notification', `You sold ${WALLPAPER.title}`, 30_000);
    await screenshot(pageA, 'resale-sold-notification');
    await pageA.goto(`${cloud.url}/app/account/payment-methods`);
    await expect
      .poll(() => pageA.getByTestId('credit-total').textContent(), { timeout: 20_000 })
      .toBe(formatUsdFixed(split.sellerCents));
    await screenshot(pageA, 'resale-seller-credit');

    // The item is B's now: A's page no longer offers it for sale.
    await pageA.goto(`${cloud.url}/app/nft/${WALLPAPER.nftId}/${itemId}/details`);
    await pageA.getByTestId('owned-item-page').waitFor({ timeout: 15_000 });
    expect(await pageA.getByTestId('owner-actions').count()).toBe(0);
    // On the NFT's marketplace page the sold edition is no longer for sale: A may make an offer on it.
    await pageA.setViewportSize({ width: 390, height: 844 });
    // (The NFT's figures follow the sale by events: read the page again until they have.)
    const sold = pageA.locator(`[data-testid="edition-row"][data-edition-id="${itemId}"]`);
    const makeOffer = sold.getByRole('button', { name: `Make An Offer on edition #${sequence}` });
    await expect
      .poll(
        async () => {
          await pageA.goto(`${cloud.url}/app/nft/${WALLPAPER.nftId}/marketplace-auction`);
          await sold.waitFor({ timeout: 15_000 });
          return (await makeOffer.count()) + (await pageA.getByTestId('no-listings').count());
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(2);
    await screenshot(pageA, 'resale-marketplace-auction-sold-390');
  }, 240_000);
});
