import type { Locator, Page } from 'playwright-core';
import { transactWrite } from '../../../functions/data/db';
import { newUserRecord, putNewUser, type UserRecord } from '../../../functions/data/user';
import { claimUnique } from '../../../functions/data/user-uniqueness';
import { hashPassword } from '../../../functions/lib/auth/password';
import type { LocalCloud } from '../../../scripts/local-cloud/cloud';
import { sixDigitCode, waitForMessage } from './outbox';

export interface Collector {
  user: UserRecord;
  password: string;
}

/**
 * A registered collector with a verified e-mail, put straight into the cloud's table (with the uniqueness claims
 * sign-up writes), for journeys that start after sign-up; the identity journey covers sign-up itself.
 */
export async function createCollector(
  cloud: LocalCloud,
  overrides: Partial<UserRecord> = {},
): Promise<Collector> {
  const { deps } = cloud;
  const uuid = deps.newId();
  const password = 'Gallery#Night2026';
  const suffix = uuid.slice(-8).toLowerCase();
  const user = newUserRecord({
    uuid,
    email: `collector_${suffix}@example.com`,
    emailVerified: true,
    username: `collector_${suffix}`,
    phoneNumber: `+1201555${String(Number.parseInt(suffix, 36) % 10_000).padStart(4, '0')}`,
    passwordHash: await hashPassword(password),
    dateJoined: deps.clock.now().toISOString(),
    status: 'active',
    ...overrides,
  });
  await transactWrite(deps.db, [
    putNewUser(deps.db, user),
    claimUnique(deps.db, 'email', user.email, uuid),
    claimUnique(deps.db, 'username', user.username, uuid),
    claimUnique(deps.db, 'phone', user.phoneNumber, uuid),
  ]);
  return { user, password };
}

/** Ticks the sandbox captcha of a step when it shows one. */
export async function passCaptcha(scope: Locator): Promise<void> {
  const captcha = scope.getByTestId('captcha');
  if (await captcha.count()) await captcha.first().check();
}

/** Logs in through the header's dialog with username, password and the second-factor code `code` gives. */
export async function logIn(
  page: Page,
  credentials: { username: string; password: string },
  code: () => Promise<string>,
): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email or username').fill(credentials.username);
  await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
  await passCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByLabel('Verification code').fill(await code());
  await passCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Account' }).waitFor();
}

/** Logs a collector in with the SMS code the sandbox "sent" to their phone. */
export async function logInWithSms(page: Page, cloud: LocalCloud, collector: Collector): Promise<void> {
  const started = new Date().toISOString();
  await logIn(page, { username: collector.user.username, password: collector.password }, async () =>
    sixDigitCode(
      await waitForMessage(cloud.url, collector.user.phoneNumber, (m) => m.channel === 'sms', started),
    ),
  );
}

/**
 * Waits until the page has restored the session (the header's account menu shows): until then a signed-in action
 * (Claim, Place a Bid, Buy) is a visitor's and opens the login dialog.
 */
export const sessionRestored = (page: Page) => page.getByRole('button', { name: 'Account' }).waitFor();
