import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { addCard, completeChallenge } from './support/cards';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let collector: Collector;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  // Identity verification (needed for prepaid crypto) is the identity journey's part; this collector passed it.
  collector = await createCollector(cloud, { verificationStatus: 'completed' });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

const cardRow = (last4: string) => page.getByTestId('card-row').filter({ hasText: last4 });

describe("a collector's payment methods", () => {
  it('adds a card that needs 3-D Secure, passes the challenge and makes it the default', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await page.goto(`${cloud.url}/app/account/payment-methods`);
    await addCard(page, '4242 4242 4242 4242');
    await page.getByText('Card successfully added').first().waitFor();
    await expect.poll(() => cardRow('4242').getByTestId('default-card').count()).toBe(1);

    await addCard(page, '4000 0000 0000 3220');
    await completeChallenge(page, () => screenshot(page, 'payments-3ds-challenge'));
    await cardRow('3220').waitFor();
    expect(await cardRow('3220').getByTestId('default-card').count()).toBe(0);

    await cardRow('3220').getByRole('button', { name: 'Make default' }).click();
    await expect.poll(() => cardRow('3220').getByTestId('default-card').count()).toBe(1);
    expect(await cardRow('4242').getByTestId('default-card').count()).toBe(0);
    await screenshot(page, 'payments-cards');
  });

  it('sets up an ETH deposit address, receives a sandbox deposit, and sees the balance and the notice', async () => {
    const eth = page.getByTestId('coin-card-ETH');
    await eth.getByRole('button', { name: 'Set Up' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund address for ETH' });
    const refundAddress = '0x52908400098527886E0F7030069857D2E4169EE7';
    await refund.getByLabel('Refund address', { exact: true }).fill(refundAddress);
    await refund.getByLabel('Confirm refund address').fill(refundAddress);
    await refund.getByRole('button', { name: 'Continue' }).click();

    const deposit = page.getByRole('dialog', { name: 'Add ETH' });
    await deposit.getByLabel('Amount of ETH to add').fill('0.25');
    await deposit
      .getByLabel('I understand that the network gas fee of my transfer is non-refundable.')
      .check();
    await deposit.getByRole('button', { name: 'Show deposit address' }).click();
    await deposit.getByTestId('deposit-qr').waitFor();
    const address = (await deposit.getByTestId('deposit-address-value').textContent())?.trim() ?? '';
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect.poll(() => deposit.getByTestId('deposit-validity').textContent()).toMatch(/00:1[45]:\d\d/);
    await screenshot(page, 'payments-deposit-address');

    // The tester plays the sender on the custodian's sandbox page, in another tab.
    const sender = await browser.newPage();
    await sender.goto(`${cloud.url}/sandbox/crypto?address=${address}&coin=ETH&amount=0.25`);
    await sender.getByRole('button', { name: 'Send deposit' }).click();
    await expect.poll(() => sender.locator('#deposit-result').getAttribute('data-outcome')).toBe('credited');
    await sender.close();

    await page.reload();
    await expect
      .poll(() => page.getByTestId('coin-card-ETH').getByTestId('coin-subtotal').textContent(), {
        timeout: 15_000,
      })
      .toContain('0.250000');
    await expect
      .poll(async () => Number((await page.getByTestId('unread-count').textContent()) ?? 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await screenshot(page, 'payments-crypto-balance');
    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await page.getByTestId('notification').filter({ hasText: 'You received 0.250000 ETH' }).waitFor();
    await screenshot(page, 'payments-notifications');
  }, 120_000);
});
