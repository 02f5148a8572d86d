import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { Drop } from '../../shared/api/schemas/catalog';
import { messages } from '../../shared/domain/messages';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';

let cloud: LocalCloud;
let browser: Browser;
let page: Page;
let drops: Drop[];

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  drops = (
    (await (await fetch(`${cloud.url}/api/auction/drops?page_size=100`)).json()) as { results: Drop[] }
  ).results;
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

const liveDrop = () => drops.find((d) => d.availability === 0 && !d.sold_out && d.drops.length > 0)!;

describe('browsing drops', () => {
  it('opens the seeded drops list from the root of the app', async () => {
    await page.goto(`${cloud.url}/app`);
    await page.waitForURL(/\/app\/drops$/);
    await page.getByTestId('drop-card').first().waitFor();
    expect(await page.getByTestId('drop-card').count()).toBe(Math.min(20, drops.length));
    await expect.poll(() => page.getByText('SOLD OUT').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('drops-at').count()).toBeGreaterThan(0);
    await screenshot(page, 'drops-list');
  });

  it('narrows the list by search and by category', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await page.getByTestId('drop-card').first().waitFor();
    const target = liveDrop();
    await page.getByRole('searchbox').fill(target.title);
    await expect.poll(() => page.getByTestId('drop-card').count()).toBe(1);
    await page.getByRole('searchbox').fill('');
    const music = drops.filter((d) => d.category === 'music').length;
    await page.getByRole('button', { name: 'Music', exact: true }).click();
    await expect.poll(() => page.getByTestId('drop-card').count()).toBe(music);
    await screenshot(page, 'drops-music');
  });

  it('shows a live drop with its packs and auctions, and keeps it on reload of the deep link', async () => {
    const target = liveDrop();
    await page.goto(`${cloud.url}/app/drops`);
    await page.locator(`[data-drop-id="${target.id}"]`).getByRole('link', { name: target.title }).click();
    await page.waitForURL(new RegExp(`/app/drops/${target.id}$`));
    const detail = page.getByTestId('drop-detail');
    await detail.getByRole('heading', { name: target.title }).waitFor();
    expect(await page.getByTestId('pack-card').count()).toBe(target.drops.length);
    await screenshot(page, 'drop-detail');
    await page.reload();
    await page.getByTestId('drop-detail').getByRole('heading', { name: target.title }).waitFor();
  });

  it('answers an unknown drop with its not-found state', async () => {
    await page.goto(`${cloud.url}/app/drops/no-such-drop`);
    await page.getByText('Drop not found').first().waitFor();
  });
});

describe('pages outside the catalog', () => {
  it('shows Page Not Found for an unknown path', async () => {
    await page.goto(`${cloud.url}/app/this/does/not/exist`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { name: messages.pageNotFoundTitle }).count()).toBe(1);
    expect(await page.getByText(messages.pageNotFoundBody).count()).toBe(1);
    await screenshot(page, 'not-found');
  });

  it('follows a server redirect from the catch-all', async () => {
    const redirects = (await (await fetch(`${cloud.url}/api/nft/redirects`)).json()) as {
      from: string;
      to: string;
    }[];
    const redirect = redirects[0]!;
    await page.goto(`${cloud.url}/app${redirect.from}`);
    await page.waitForURL((url) => url.pathname === `/app${redirect.to}`);
  });

  it('renders the privacy policy from the CMS', async () => {
    await page.goto(`${cloud.url}/app/privacy-policy`);
    await page.getByTestId('cms-content').waitFor();
    expect((await page.getByTestId('cms-content').textContent())?.length ?? 0).toBeGreaterThan(100);
  });
});

describe('newsletter', () => {
  it('subscribes from the footer and the confirmation e-mail reaches the outbox through the bus and queue', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    const email = `fan-${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: /newsletter/i });
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await expect
      .poll(
        async () => {
          const outbox = (await (await fetch(`${cloud.url}/dev/outbox.json`)).json()) as { to: string }[];
          return outbox.some((message) => message.to === email);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});
