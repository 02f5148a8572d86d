import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPassRaffle } from '../../functions/domain/pass/draw-raffle';
import { openPassRaffle } from '../../functions/domain/pass/open-raffle';
import { drawWinners, emailHash, seedCommitment } from '../../functions/domain/pass/raffle-draw';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { PassRaffle } from '../../shared/api/schemas/pass';
import { PassState } from '../../shared/domain/enums';
import { acceptCookies, launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { waitForMessage } from './support/outbox';

const RAFFLE_FAQ = 'What is the allowlist raffle?';
const SEED = 'e2e-allowlist-seed';

let cloud: LocalCloud;
let browser: Browser;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

/** A visitor in a fresh browser profile (own cache and local storage) on the pass page. */
async function openPassPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${cloud.url}/app/onepass`);
  await page.getByTestId('one-pass-page').waitFor({ timeout: 15_000 });
  await acceptCookies(page);
  return page;
}

async function joinFromTheTop(page: Page, email: string, button: string) {
  const form = page.getByRole('form', { name: 'Join from the top' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByTestId('captcha').check();
  await form.getByRole('button', { name: button }).click();
  await expect.poll(() => page.getByTestId('pass-joined').count(), { timeout: 15_000 }).toBe(2);
}

describe('the pass landing page', () => {
  it("joins the waitlist and still shows 'JOINED' after a reload", async () => {
    cloud.deps.env.ONE_PASS_STATE = PassState.joinWaitList;
    const page = await openPassPage(390);
    expect(await page.getByText(RAFFLE_FAQ).count()).toBe(0);
    await screenshot(page, 'one-pass-waitlist-390');
    await joinFromTheTop(page, 'waiting.fan@example.com', 'JOIN WAITLIST');

    await page.reload();
    await page.getByTestId('one-pass-page').waitFor();
    await expect.poll(() => page.getByTestId('pass-joined').count()).toBe(2);
    expect(await page.getByTestId('pass-joined').first().isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Email address' }).count()).toBe(0);
    await page.close();
  });

  it('enters the allowlist raffle, and its published draw e-mails the winner', async () => {
    cloud.deps.env.ONE_PASS_STATE = PassState.joinRaffle;
    await openPassRaffle(cloud.deps, { commitment: seedCommitment(SEED), winnersCount: 1 });
    const page = await openPassPage(1280);
    await page.getByText(RAFFLE_FAQ).waitFor();
    await screenshot(page, 'one-pass-raffle-1280');
    await joinFromTheTop(page, 'raffle.fan@example.com', 'JOIN ALLOWLIST RAFFLE');
    await page.reload();
    await expect.poll(() => page.getByTestId('pass-joined').count()).toBe(2);

    const drawnAt = new Date().toISOString();
    await drawPassRaffle(cloud.deps, SEED);
    const raffle = (await (await fetch(`${cloud.url}/api/pass/raffle`)).json()) as PassRaffle;
    expect(raffle.entry_hashes).toEqual([emailHash('raffle.fan@example.com')]);
    expect(raffle.seed).toBe(SEED);
    expect(drawWinners(raffle.seed!, raffle.entry_hashes, raffle.winners_count)).toEqual(
      raffle.winner_hashes,
    );
    const message = await waitForMessage(
      cloud.url,
      'raffle.fan@example.com',
      (m) => m.subject.includes('allowlist'),
      drawnAt,
    );
    expect(message.body).toContain('/app/onepass');
    await page.close();
  });
});
