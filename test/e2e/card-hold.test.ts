import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../functions/data/db';
import { getNft, putNft } from '../../functions/data/nft';
import { postMovement } from '../../functions/domain/ledger/post-movement';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { NftDetail } from '../../shared/api/schemas/nft';
import { TIME_MS } from '../../shared/domain/constants';
import { messages } from '../../shared/domain/messages';
import { formatUsdFixed } from '../../shared/format/usd';
import { saleSplit } from '../../shared/rules/resale';
import { acceptCookies, launchBrowser, screenshot } from './support/browser';
import { addCard } from './support/cards';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms, sessionRestored } from './support/collector';
import { listEdition } from './support/listings';

/**
 * Card-funded proceeds are held (issue 37): a seller sees a card sale's share held with its release date, apart from
 * what may be withdrawn now, cannot withdraw it, and finds it on the statement; the cardholder's bank disputes the
 * payment, and the seller's statement shows the chargeback and the sale reversed while the buyer is told.
 */

/** The seeded giveaway made resellable here, as in the resale journey. */
const WALLPAPER = { nftId: 'nft-first-light-wallpaper', title: 'First Light Wallpaper' };
const PRICE_USD = 30;
/** Credit the seller received 15 days ago (withdrawable: the first-withdrawal wait is over, nothing held). */
const OLD_CREDIT_CENTS = 6000;
const SLOW = { timeout: 30_000 };
const DATE = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2} [AP]M`;

let cloud: LocalCloud;
let browser: Browser;
let sellerPage: Page;
let buyerPage: Page;
let seller: Collector;
let buyer: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  [seller, buyer] = await Promise.all([
    createCollector(cloud, {
      verificationStatus: 'completed',
      acceptedPartnerPrivacyPolicy: true,
      acceptedPartnerTerms: true,
    }),
    createCollector(cloud),
  ]);
  const nft = await getNft(cloud.deps.db, WALLPAPER.nftId);
  if (!nft) throw new Error(`${WALLPAPER.nftId} is not seeded`);
  await transactWrite(cloud.deps.db, [putNft(cloud.deps.db, { ...nft, resellAllowed: true })]);
  await postMovement(
    { db: cloud.deps.db, now: new Date(Date.now() - 15 * TIME_MS.day), newId: cloud.deps.newId },
    {
      idempotencyKey: cloud.deps.newId(),
      kind: 'test-fund',
      legs: [
        { account: { kind: 'clearing', currency: 'USD' }, amount: -OLD_CREDIT_CENTS },
        { account: { kind: 'credit', userUuid: seller.user.uuid }, amount: OLD_CREDIT_CENTS },
      ],
    },
  );
  await listEdition(cloud, seller, { nftId: WALLPAPER.nftId, sequence: 1, priceUsd: PRICE_USD });
  [sellerPage, buyerPage] = await Promise.all([
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
    browser.newPage({ viewport: { width: 1280, height: 900 } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

/** Opens `path` again until `found` shows (balances and notifications follow the sale by events). */
async function reloadUntil(page: Page, path: string, found: () => Promise<number>) {
  await expect
    .poll(
      async () => {
        await page.goto(`${cloud.url}/app${path}`);
        await page.locator('main h1').first().waitFor(SLOW);
        await page
          .getByTestId('statement-row')
          .or(page.getByTestId('notification'))
          .or(page.getByTestId('held-line'))
          .or(page.getByTestId('empty-state'))
          .first()
          .waitFor(SLOW)
          .catch(() => undefined);
        return found();
      },
      { timeout: 45_000, interval: 1_000 },
    )
    .toBeGreaterThan(0);
}

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
}

describe('card-funded proceeds on hold, then a chargeback', () => {
  it('holds a card sale until its release, keeps it from withdrawals, and reverses it on a dispute', async () => {
    const nft = (await (await fetch(`${cloud.url}/api/nft/${WALLPAPER.nftId}`)).json()) as NftDetail;
    const { sellerCents } = saleSplit(PRICE_USD * 100, {
      royaltyBps: Math.round(nft.secondary_sale_resale_royalty * 100),
      platformFeeBps: Math.round(nft.secondary_sale_platform_fee * 100),
    });
    const share = formatUsdFixed(sellerCents);

    // The buyer saves the test card and buys the seller's listing with it.
    await buyerPage.goto(`${cloud.url}/app/drops`);
    await logInWithSms(buyerPage, cloud, buyer);
    await acceptCookies(buyerPage);
    await buyerPage.goto(`${cloud.url}/app/account/payment-methods`);
    await addCard(buyerPage, '4242 4242 4242 4242');
    await buyerPage.getByTestId('card-row').filter({ hasText: '4242' }).waitFor({ timeout: 15_000 });
    await buyerPage.goto(`${cloud.url}/app/nft/${WALLPAPER.nftId}/marketplace-auction`);
    const row = buyerPage.locator(`[data-testid="edition-row"][data-edition-id="${WALLPAPER.nftId}-1"]`);
    await row.waitFor(SLOW);
    await row.getByRole('button', { name: 'Buy edition #1' }).click();
    await buyerPage.getByTestId('buy-now').waitFor(SLOW);
    await buyerPage.getByTestId('payment-option-1').getByRole('radio').first().check();
    const buy = buyerPage.getByRole('button', { name: 'Buy', exact: true });
    await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
    await buy.click();
    await buyerPage.getByTestId('received-nft').first().waitFor(SLOW);

    // The seller: the share held until its release date, apart from the $60.00 that may be withdrawn now.
    await sellerPage.goto(`${cloud.url}/app/drops`);
    await logInWithSms(sellerPage, cloud, seller);
    await acceptCookies(sellerPage);
    const heldLine = sellerPage.getByTestId('held-line');
    await reloadUntil(sellerPage, '/account/payment-methods', () => heldLine.count());
    const panel = sellerPage.getByTestId('credit-panel');
    expect(await panel.getByTestId('credit-available').textContent()).toBe(formatUsdFixed(OLD_CREDIT_CENTS));
    expect(await panel.getByTestId('credit-total').textContent()).toBe(
      formatUsdFixed(OLD_CREDIT_CENTS + sellerCents),
    );
    expect(await heldLine.textContent()).toMatch(new RegExp(`^\\${share} held until ${DATE}$`));
    const release = (await heldLine.textContent())?.replace(`${share} held until `, '') ?? '';
    await bothWidths(sellerPage, 'card-hold-payment-methods');

    // The withdraw screens say the same, and the form refuses more than what is available.
    await sellerPage.goto(`${cloud.url}/app/withdraw`);
    await sellerPage.getByTestId('withdraw-available').waitFor(SLOW);
    expect(await sellerPage.getByTestId('withdraw-available').textContent()).toBe(
      formatUsdFixed(OLD_CREDIT_CENTS),
    );
    expect(await sellerPage.getByTestId('held-line').textContent()).toBe(`${share} held until ${release}`);
    await bothWidths(sellerPage, 'card-hold-withdraw');
    await sellerPage.getByTestId('withdraw-fiat').getByRole('link', { name: 'Withdraw with Fiat' }).click();
    const form = sellerPage.getByRole('form', { name: 'Fiat withdrawal' });
    await form.waitFor(SLOW);
    await form.getByLabel('Amount (USD)').fill(((OLD_CREDIT_CENTS + sellerCents) / 100).toFixed(2));
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await form.getByText(messages.withdrawalAmountTooHigh).waitFor();
    expect(await sellerPage.getByTestId('withdrawal-processing').count()).toBe(0);
    await bothWidths(sellerPage, 'card-hold-withdraw-fiat-refused');

    // The statement, from Payment methods: the sale held until the same date.
    await sellerPage.goto(`${cloud.url}/app/account/payment-methods`);
    await sellerPage.getByTestId('credit-panel').getByRole('link', { name: 'Statement' }).click();
    const sale = sellerPage.locator('[data-testid="statement-row"][data-kind="sale"]');
    await sale.waitFor(SLOW);
    expect(await sale.getByTestId('statement-state').textContent()).toBe(`Held until ${release}`);
    expect(await sale.textContent()).toContain(WALLPAPER.title);
    expect(await sale.textContent()).toContain(`+${share}`);
    await bothWidths(sellerPage, 'card-hold-statement');

    // The cardholder's bank disputes the payment (the sandbox's test action).
    const sandbox = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await sandbox.goto(`${cloud.url}/sandbox/cards/disputes`);
    const dispute = sandbox.getByRole('button', { name: 'Dispute' });
    expect(await dispute.count()).toBe(1);
    await dispute.click();
    const result = sandbox.locator('#dispute-result');
    await result.waitFor(SLOW);
    expect(await result.getAttribute('data-outcome')).toBe('applied');
    await sandbox.close();

    // The seller's statement: the chargeback, and the sale reversed.
    const chargeback = sellerPage.locator('[data-testid="statement-row"][data-kind="chargeback"]');
    await reloadUntil(sellerPage, '/account/statement', () => chargeback.count());
    expect(await chargeback.textContent()).toContain(`−${share}`);
    expect(await sale.getByTestId('statement-state').textContent()).toBe('Reversed (chargeback)');
    await bothWidths(sellerPage, 'card-hold-statement-charged-back');

    // Both are told: the buyer that the payment was disputed, the seller that the sale was charged back.
    const disputed = buyerPage.getByTestId('notification').filter({ hasText: 'was disputed with your bank' });
    await reloadUntil(buyerPage, '/notifications', () => disputed.count());
    expect(await disputed.first().textContent()).toContain(WALLPAPER.title);
    await screenshot(buyerPage, 'card-hold-buyer-disputed');
    const chargedBack = sellerPage.getByTestId('notification').filter({ hasText: 'was charged back' });
    await reloadUntil(sellerPage, '/notifications', () => chargedBack.count());
    await sessionRestored(sellerPage);
  }, 240_000);
});
