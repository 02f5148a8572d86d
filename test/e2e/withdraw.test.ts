import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMovement } from '../../functions/domain/ledger/post-movement';
import { SANDBOX_BANK_PAYOUTS } from '../../functions/lib/adapters/sandbox-bank-payouts';
import { SANDBOX_INVITATION_SUBJECT } from '../../functions/lib/adapters/sandbox-crypto-payouts';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { DEMO_COLLECTOR } from '../../scripts/seed/seed-demo-collector';
import { TIME_MS } from '../../shared/domain/constants';
import { messages } from '../../shared/domain/messages';
import { formatUsdFixed } from '../../shared/format/usd';
import { acceptCookies, launchBrowser, screenshot } from './support/browser';
import { cloudUrlAt, startTestCloud } from './support/cloud';
import { type Collector, createCollector, logIn, logInWithSms, sessionRestored } from './support/collector';
import { sixDigitCode, waitForMessage } from './support/outbox';

/** The seller's marketplace credit, in cents: a bank withdrawal of $25 and a crypto payout of $20 leave $15. */
const CREDIT_CENTS = 6000;
/** The sandbox payout clock of this file: a batch every 2 seconds, a pending payout checked every second. */
const PAYOUT_CLOCK = {
  PAYOUT_BATCH_EVERY_SECONDS: '2',
  PAYOUT_POLL_SECONDS: '1',
  PAYOUT_RETURN_WINDOW_SECONDS: '2',
};
/** Room for the slower moments of a shared machine: a batch, a workflow step, a lazy screen. */
const SLOW = { timeout: 30_000 };

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let seller: Collector;

beforeAll(async () => {
  Object.assign(process.env, PAYOUT_CLOCK);
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  // Identity verification not done: the journey does it when the withdraw screen asks for it.
  seller = await createCollector(cloud);
  // Credit from 15 days ago (as a resale would bring it): the 14-day wait for the first withdrawal is over.
  await postMovement(
    { db: cloud.deps.db, now: new Date(Date.now() - 15 * TIME_MS.day), newId: cloud.deps.newId },
    {
      idempotencyKey: cloud.deps.newId(),
      kind: 'test-receive',
      legs: [
        { account: { kind: 'clearing', currency: 'USD' }, amount: -CREDIT_CENTS },
        { account: { kind: 'credit', userUuid: seller.user.uuid }, amount: CREDIT_CENTS },
      ],
    },
  );
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  for (const name of Object.keys(PAYOUT_CLOCK)) delete process.env[name];
  await browser?.close();
  await cloud?.stop();
});

/** Screenshots of the current screen on a phone and on a desktop. */
async function screenshotBothWidths(name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
}

/** The history's rows (newest first) as their status, reading the page again until `expected` shows. */
async function waitForHistory(expected: string[]) {
  await expect
    .poll(
      async () => {
        await page.goto(`${cloud.url}/app/withdraw/history`);
        const rows = page.getByTestId('withdraw-history-row');
        await rows.first().waitFor(SLOW);
        return rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-status')));
      },
      { timeout: 45_000, interval: 1000 },
    )
    .toEqual(expected);
}

describe("a seller's withdrawals", () => {
  it('verifies identity when the withdraw screen asks, then withdraws $25 to a bank and sees it completed', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await acceptCookies(page);
    await logInWithSms(page, cloud, seller);
    await page.goto(`${cloud.url}/app/withdraw`);
    await sessionRestored(page);

    // Credit is there, identity is not verified: the denial modal offers the check.
    const denied = page.getByRole('dialog', { name: messages.withdrawVerificationTitle });
    await denied.waitFor(SLOW);
    expect(await denied.getByTestId('withdraw-denied').textContent()).toBe(
      messages.withdrawVerificationRequired,
    );
    await screenshot(page, 'withdraw-denied-1280');
    await denied.getByRole('button', { name: 'Verify identity' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/withdraw/);

    const identity = page.getByRole('dialog', { name: 'Verify your identity' });
    const [provider] = await Promise.all([
      page.context().waitForEvent('page'),
      identity.getByRole('link', { name: 'Start verification' }).click(),
    ]);
    await provider.getByRole('button', { name: 'approved' }).click();
    await provider.locator('[data-status="completed"]').waitFor(SLOW);
    await provider.close();
    await identity.getByRole('button', { name: 'I have finished' }).click();
    await page.getByText(messages.identityVerified).first().waitFor(SLOW);
    await identity.waitFor({ state: 'detached' });

    await page.goto(`${cloud.url}/app/withdraw`);
    await page.getByTestId('withdraw-available').waitFor(SLOW);
    expect(await page.getByTestId('withdraw-available').textContent()).toBe('$60.00');
    await screenshotBothWidths('withdraw-choice');
    await page.getByTestId('withdraw-fiat').getByRole('link', { name: 'Withdraw with Fiat' }).click();

    // The payment partner's policies come first.
    const consent = page.getByRole('dialog', { name: 'Payments partner consent' });
    await consent.waitFor(SLOW);
    const accept = consent.getByRole('button', { name: 'Accept' });
    await consent.getByLabel("I accept Dwolla's Privacy Policy").check();
    expect(await accept.isDisabled()).toBe(true);
    await consent.getByLabel("I accept Dwolla's Terms of Service").check();
    await accept.click();
    await consent.waitFor({ state: 'detached', ...SLOW });

    const form = page.getByRole('form', { name: 'Fiat withdrawal' });
    await form.waitFor(SLOW);
    await form.getByLabel('Amount (USD)').fill('25');
    await form.getByLabel('First name').fill('Rosa');
    await form.getByLabel('Last name').fill('Parks');
    await form.getByLabel('Account name').fill('Everyday checking');
    await form.getByLabel('Account number', { exact: true }).fill('123456789');
    await form.getByLabel('Confirm account number').fill('123456780');
    await form.getByLabel('Routing number').fill(SANDBOX_BANK_PAYOUTS.routingNumber);
    await form.getByLabel('Account type').selectOption('checking');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    // The form's own check: nothing is sent while the numbers differ.
    await form.getByText(messages.accountNumbersDoNotMatch).waitFor();
    await form.getByLabel('Confirm account number').fill('123456789');
    expect(await form.getByText(messages.accountNumbersDoNotMatch).count()).toBe(0);
    await screenshotBothWidths('withdraw-fiat-form');
    await form.getByRole('button', { name: 'Withdraw' }).click();

    const processing = page.getByTestId('withdrawal-processing');
    await processing.waitFor(SLOW);
    expect(await processing.getByTestId('processing-amount').textContent()).toBe('$25.00');
    await screenshotBothWidths('withdraw-fiat-processing');

    await waitForHistory(['completed']);
    const row = page.getByTestId('withdraw-history-row').first();
    expect(await row.textContent()).toContain('$25.00');
    await screenshotBothWidths('withdraw-history');
    // 'Withdrawal completed' (type 15) reaches the seller's inbox by e-mail too.
    await waitForMessage(cloud.url, seller.user.email, (m) =>
      /Your withdrawal of \$25(\.00)? is complete/.test(m.body),
    );

    await page.goto(`${cloud.url}/app/account/payment-methods`);
    const total = page.getByTestId('credit-total');
    await total.waitFor(SLOW);
    expect(await total.textContent()).toBe('$35.00');
    expect(await page.getByTestId('credit-available').textContent()).toBe('$35.00');
  }, 150_000);

  it('is invited to crypto payouts, accepts from the e-mail, and is paid $20 less the 1% fee', async () => {
    const invitedAfter = new Date().toISOString();
    await page.goto(`${cloud.url}/app/withdraw/crypto`);
    const intro = page.getByTestId('crypto-intro');
    await intro.waitFor(SLOW);
    await screenshotBothWidths('withdraw-crypto-intro');
    await intro.getByRole('button', { name: 'Send invitation' }).click();
    const invited = page.getByTestId('crypto-invite-success');
    await invited.waitFor(SLOW);
    await invited.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('crypto-status-text').textContent()).toBe('invited');

    // The invitation as the seller reads it in /dev/outbox; its link opens the provider's page in a tab.
    await waitForMessage(
      cloud.url,
      seller.user.email,
      (m) => m.subject === SANDBOX_INVITATION_SUBJECT,
      invitedAfter,
    );
    const outbox = await browser.newPage();
    await outbox.goto(`${cloud.url}/dev/outbox`);
    const mail = outbox.frameLocator(
      `iframe[title="E-mail to ${seller.user.email}: ${SANDBOX_INVITATION_SUBJECT}"]`,
    );
    const [invitation] = await Promise.all([
      outbox.context().waitForEvent('page'),
      mail.getByRole('link', { name: /\/sandbox\/payouts\/recipients\// }).click(),
    ]);
    await invitation.getByRole('button', { name: 'Accept invitation' }).click();
    await invitation.locator('#payout-invite-accepted').waitFor(SLOW);
    expect(await invitation.locator('#payout-recipient-status').getAttribute('data-status')).toBe('active');
    await outbox.close();

    // Refresh status reads the provider again: active opens the form.
    await page.getByRole('button', { name: 'Refresh status' }).click();
    const form = page.getByTestId('crypto-form');
    await form.waitFor(SLOW);
    await form.getByLabel('Amount (USD)').fill('5');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText(messages.withdrawalMinimum).waitFor();
    await form.getByLabel('Amount (USD)').fill('20');
    await screenshotBothWidths('withdraw-crypto-form');
    await form.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByTestId('crypto-confirm');
    await confirm.waitFor();
    expect(await confirm.getByTestId('confirm-amount').textContent()).toBe('$20.00');
    expect(await confirm.getByTestId('confirm-fee').textContent()).toBe('$0.20');
    expect(await confirm.getByTestId('confirm-receive').textContent()).toBe('$19.80');
    await screenshotBothWidths('withdraw-crypto-confirm');
    // Back keeps the amount typed.
    await confirm.getByRole('button', { name: 'Back' }).click();
    expect(await form.getByLabel('Amount (USD)').inputValue()).toBe('20');
    await form.getByRole('button', { name: 'Continue' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    const processing = page.getByTestId('withdrawal-processing');
    await processing.waitFor(SLOW);
    expect(await processing.getByTestId('processing-amount').textContent()).toBe('$20.00');
    await screenshotBothWidths('withdraw-crypto-processing');

    await waitForHistory(['completed', 'completed']);
    expect(await page.getByTestId('withdraw-history-row').first().textContent()).toContain('$20.00');
  }, 150_000);

  it('opened at 127.0.0.1, shows the same history', async () => {
    const base = cloudUrlAt(cloud, '127.0.0.1');
    const other = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await other.goto(`${base}/app/drops`);
    await acceptCookies(other);
    await logInWithSms(other, cloud, seller);
    await other.setViewportSize({ width: 390, height: 844 });
    await other.goto(`${base}/app/withdraw/history`);
    const rows = other.getByTestId('withdraw-history-row');
    await rows.nth(1).waitFor(SLOW);
    expect(await rows.count()).toBe(2);
    await screenshot(other, 'withdraw-history-127-390');
    await other.close();
  }, 90_000);
});

describe('the demo data', () => {
  it('lets the demo collector withdraw the seeded credit at once', async () => {
    const demo = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await demo.goto(`${cloud.url}/app/drops`);
    const started = new Date().toISOString();
    await logIn(demo, DEMO_COLLECTOR, async () =>
      sixDigitCode(
        await waitForMessage(cloud.url, DEMO_COLLECTOR.phoneNumber, (m) => m.channel === 'sms', started),
      ),
    );
    await demo.goto(`${cloud.url}/app/withdraw`);
    const available = demo.getByTestId('withdraw-available');
    await available.waitFor(SLOW);
    expect(await available.textContent()).toBe(formatUsdFixed(DEMO_COLLECTOR.creditCents));
    await demo.close();
  }, 60_000);
});
