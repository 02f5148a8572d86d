import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_STEP_SECONDS, totpCode } from '../../functions/lib/auth/totp';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { logIn, passCaptcha } from './support/collector';
import { sixDigitCode, waitForMessage } from './support/outbox';

let cloud: LocalCloud;
let browser: Browser;
let page: Page;

const email = `collector${Date.now()}@example.com`;
const phone = '2015550123';
const phoneE164 = '+12015550123';
let username = `collector_${String(Date.now()).slice(-6)}`;
let password = 'Vinyl#Night2026';
let setupKey = '';

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

const now = () => new Date().toISOString();

const logInAs = (code: () => Promise<string>) => logIn(page, { username, password }, code);

async function signOut() {
  await page.getByRole('button', { name: 'Account' }).click();
  await page
    .getByRole('menuitem', { name: 'Sign Out' })
    .or(page.getByRole('button', { name: 'Sign Out' }))
    .first()
    .click();
  await page.getByRole('button', { name: 'Log in' }).first().waitFor();
}

describe("a collector's identity journey", () => {
  it('signs up with the SMS code and confirms the e-mail from the outbox', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await page.getByRole('button', { name: 'Sign Up' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByLabel('Email').fill(email);
    await passCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const started = now();
    await dialog.getByLabel('Phone number').fill(phone);
    await passCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const sms = await waitForMessage(cloud.url, phoneE164, (m) => m.channel === 'sms', started);
    await dialog.getByLabel('Verification code').fill(sixDigitCode(sms));
    await passCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password').fill(password);
    await dialog.getByTestId('accept-terms').check();
    await dialog.getByTestId('accept-privacy').check();
    await passCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByTestId('registration-complete').waitFor();
    await screenshot(page, 'identity-registered');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await waitForMessage(cloud.url, email, (m) => m.body.includes('/app/confirm-email?code='));
    // As a person would: the e-mail as it looks in /dev/outbox, its link opening a tab of its own.
    await page.goto(`${cloud.url}/dev/outbox`);
    const mail = page.frameLocator(`iframe[title="E-mail to ${email}: Verify your email address"]`);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      mail.getByRole('link', { name: /confirm-email/ }).click(),
    ]);
    await tab.getByText('Email verified.').first().waitFor();
    await tab.close();
  });

  it('logs out, and logs in again with the SMS code', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await signOut();
    const started = now();
    await logInAs(async () =>
      sixDigitCode(await waitForMessage(cloud.url, phoneE164, (m) => m.channel === 'sms', started)),
    );
  });

  it('turns on the authenticator app and logs in with a TOTP code', async () => {
    await page.goto(`${cloud.url}/app/account/settings`);
    const signIn = page.getByRole('form', { name: 'Sign-in settings' });
    await signIn.getByLabel('Authenticator app').check();
    await signIn.getByRole('button', { name: 'Save' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up authenticator app' });
    setupKey = (await setup.getByTestId('setup-key').textContent())?.replace(/\s/g, '') ?? '';
    expect(setupKey).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'identity-authenticator');
    await setup.getByLabel('Verification code').fill(totpCode(setupKey, new Date()));
    await setup.getByRole('button', { name: 'Verify' }).click();
    await setup.waitFor({ state: 'detached' });

    await signOut();
    // A code can be used once: log in with the next step's, which the server takes as an app's clock a step ahead.
    await logInAs(async () => totpCode(setupKey, new Date(Date.now() + TOTP_STEP_SECONDS * 1000)));
  });

  it('changes username and password, and sees the notifications', async () => {
    await page.goto(`${cloud.url}/app/account/settings`);
    const details = page.getByRole('form', { name: 'Account details' });
    username = `${username}_x`;
    await details.getByLabel('Username', { exact: true }).fill(username);
    await details.getByLabel('Current password', { exact: true }).fill(password);
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your changes were successfully applied').first().waitFor();

    const passwordForm = page.getByRole('form', { name: 'Password' });
    const newPassword = 'Stadium!Lights77';
    await passwordForm.getByLabel('Current password').fill(password);
    await passwordForm.getByLabel('New password').fill(newPassword);
    await passwordForm.getByLabel('Confirm password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password has been changed').first().waitFor();
    password = newPassword;

    await expect
      .poll(async () => Number((await page.getByTestId('unread-count').textContent()) ?? 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await page.getByTestId('notification').first().waitFor();
    expect(await page.getByTestId('notification').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'identity-notifications');
  });
});
