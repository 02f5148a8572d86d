import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { TIME_MS } from '../../shared/domain/constants';
import { acceptCookies, launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { createCollector, logInWithSms } from './support/collector';

/** The shell pieces met on every visit: support widget, contact, cookie notice, transaction status, trackers, version. */

let cloud: LocalCloud;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

afterEach(async () => {
  await context?.close();
});

const openPage = async (width: number) => {
  context = await browser.newContext({ viewport: { width, height: 844 } });
  page = await context.newPage();
  return page;
};

/** What a web-side sandbox port recorded in this tab (web/src/lib/sandbox-recorder.ts). */
const sandboxRecords = <T>(port: string): Promise<T[]> =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), `sandbox:${port}`);

describe.each([390, 1280])('at %i px', (width) => {
  it('opens the support widget on the seeded FAQ, then Contact Us, and /contact shows the same page', async () => {
    await openPage(width);
    await page.goto(`${cloud.url}/app/drops`);
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Help' }).click();
    const widget = page.getByTestId('support-widget');
    await widget.getByRole('heading', { name: 'Drops and packs' }).waitFor();
    await screenshot(page, `support-widget-faq-${width}`);
    await widget.getByRole('tab', { name: 'Contact Us' }).click();
    await widget.getByRole('heading', { name: 'Orders, payments and withdrawals' }).waitFor();
    // The panel stays inside the viewport and clear of the Help button.
    const panel = await widget.boundingBox();
    const button = await page.getByRole('button', { name: 'Close help' }).boundingBox();
    expect(panel && button).toBeTruthy();
    if (!panel || !button) return;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    expect(panel.y + panel.height).toBeLessThanOrEqual(button.y);
    await screenshot(page, `support-widget-contact-${width}`);

    await page.goto(`${cloud.url}/app/contact`);
    const contact = page.getByTestId('contact-page');
    await contact.getByRole('heading', { name: 'Orders, payments and withdrawals' }).waitFor();
    expect(await contact.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
    await screenshot(page, `contact-${width}`);
  });
});

describe('the shell', () => {
  it('opens the log-in dialog by keyboard, keeps Tab inside it and gives focus back when Escape closes it', async () => {
    await openPage(1280);
    await page.goto(`${cloud.url}/app/drops`);
    await acceptCookies(page);
    const logIn = page.getByRole('button', { name: 'Log in' });
    await logIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().waitFor();
    const focusInDialog = () =>
      page.evaluate(
        () => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false,
      );
    // Twice round the dialog's controls, forwards then backwards: focus never reaches the page behind.
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await logIn.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('keeps cookie consent for 365 days', async () => {
    await openPage(1280);
    await page.goto(`${cloud.url}/app/drops`);
    await acceptCookies(page);
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent');
    expect(consent?.value).toBe('accepted');
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / TIME_MS.day;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await page.getByTestId('drops-page').waitFor();
    expect(await page.getByTestId('cookie-notice').count()).toBe(0);
  });

  it('opens the transaction-status modal for ?transactionStatus and strips it from the address', async () => {
    await openPage(1280);
    await page.goto(`${cloud.url}/app/marketplace?transactionStatus=completed&page=1`);
    const dialog = page.getByRole('dialog', { name: 'Transaction Completed' });
    await dialog.getByTestId('transaction-status').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('transactionStatus'));
    expect(new URL(page.url()).pathname).toBe('/app/marketplace');
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    await screenshot(page, 'transaction-status-1280');

    // A reload of the cleaned address does not open it again.
    await page.reload();
    await page.getByTestId('marketplace-page').waitFor();
    expect(await page.getByRole('dialog', { name: 'Transaction Completed' }).count()).toBe(0);
  });

  it('records a fraud page view per location change and the marketing login and identify calls (sandboxes)', async () => {
    const collector = await createCollector(cloud);
    await openPage(1280);
    await page.goto(`${cloud.url}/app/drops`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
    await page.waitForURL('**/app/marketplace');
    await logInWithSms(page, cloud, collector);

    const views = await sandboxRecords<{ path: string; sessionId: string }>('fraud-page-views');
    expect(views.map((view) => view.path).slice(0, 2)).toEqual(['/drops', '/marketplace']);
    expect(new Set(views.map((view) => view.sessionId)).size).toBe(1);
    await expect
      .poll(() => sandboxRecords<{ type: string; event?: string; userId?: string }>('marketing-events'))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'track', event: 'login' }),
          expect.objectContaining({ type: 'identify', userId: collector.user.uuid }),
        ]),
      );
  });

  it('prompts a reload once a new deployment is live, checking at the configured interval', async () => {
    const deployed = (await (await fetch(`${cloud.url}/app/version.json`)).json()) as { buildId: string };
    expect(deployed.buildId).toBeTruthy();
    await openPage(1280);
    await page.clock.install();
    await page.goto(`${cloud.url}/app/drops`);
    await page.getByTestId('drops-page').waitFor();

    // The same build: no prompt after a check.
    const checked = page.waitForRequest('**/app/version.json');
    await page.clock.runFor(5 * TIME_MS.minute);
    await checked;
    await page.waitForTimeout(300);
    expect(await page.getByTestId('new-version-prompt').count()).toBe(0);

    // A new deployment answers another build id.
    await page.route('**/app/version.json', (route) =>
      route.fulfill({ json: { buildId: `${deployed.buildId}-next` } }),
    );
    await page.clock.runFor(5 * TIME_MS.minute);
    const prompt = page.getByTestId('new-version-prompt');
    await prompt.waitFor();
    await screenshot(page, 'new-version-prompt-1280');

    await page.unroute('**/app/version.json');
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByTestId('drops-page').waitFor();
    expect(await page.getByTestId('new-version-prompt').count()).toBe(0);
  });
});
