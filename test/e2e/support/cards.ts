import type { Page } from 'playwright-core';

/**
 * From the payment methods page: types a card into the processor's hosted fields (an iframe: the app never sees
 * the number) and submits the form.
 */
export async function addCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a new card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new card' });
  await dialog.getByLabel('Name on card').fill('Ada Collector');
  await dialog.getByLabel('Country').selectOption('US');
  await dialog.getByLabel('Postal code').fill('10001');
  const fields = page.frameLocator('[data-testid="card-fields-frame"]');
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry month').fill('12');
  await fields.getByLabel('Expiry year').fill('2031');
  await fields.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Add card' }).click();
}

/** The sandbox bank's 3-D Secure challenge in the app's frame. */
const challengeDialog = (page: Page) => page.getByRole('dialog', { name: '3-D Secure' });

/** Completes the 3-D Secure challenge the app shows (after `onShown`, e.g. a screenshot) and waits for it to close. */
export async function completeChallenge(page: Page, onShown?: () => Promise<void>): Promise<void> {
  const challenge = challengeDialog(page);
  await challenge.waitFor({ timeout: 30_000 });
  await onShown?.();
  await page.frameLocator('[data-testid="three-ds-frame"]').getByRole('button', { name: 'Complete' }).click();
  await challenge.waitFor({ state: 'detached', timeout: 30_000 });
}
