import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { putNotificationOnce } from '../../functions/data/notification';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { Drop } from '../../shared/api/schemas/catalog';
import { messages } from '../../shared/domain/messages';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { createCollector, logInWithSms, sessionRestored } from './support/collector';

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

// A page left open keeps its timers and requests going (an idle drops list took 2% of a core) beside the next test's.
afterEach(() => page.close());

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

  it('follows the seeded redirect of a renamed drop to the drop', async () => {
    await page.goto(`${cloud.url}/app/drops/old-summer-drop`);
    await page.waitForURL((url) => url.pathname !== '/app/drops/old-summer-drop');
    await page.getByTestId('drop-detail').waitFor();
    expect(drops.some((drop) => page.url().endsWith(`/app/drops/${drop.id}`))).toBe(true);
  });

  it("opens the FAQ from the footer with the CMS's questions", async () => {
    await page.goto(`${cloud.url}/app/drops`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    const faq = page.getByRole('dialog', { name: 'Frequently Asked Questions' });
    await faq.getByRole('heading', { name: 'What is a drop?' }).waitFor();
    expect(await faq.getByText(messages.faqUnavailable).count()).toBe(0);
  });

  it("lists every drop's rules at /drop-rules, each link opening its page", async () => {
    await page.goto(`${cloud.url}/app/drop-rules`);
    const content = page.getByTestId('cms-content');
    await content.getByRole('heading', { name: 'Rules by drop' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Drop Rules');
    const rules = content.getByRole('link', { name: /Drop Rules$/ });
    expect(await rules.count()).toBeGreaterThan(0);
    const title = (await rules.first().textContent()) ?? '';
    await rules.first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await screenshot(page, 'drop-rules-index');
  });

  it('renders the privacy policy from the CMS', async () => {
    await page.goto(`${cloud.url}/app/privacy-policy`);
    await page.getByTestId('cms-content').waitFor();
    expect((await page.getByTestId('cms-content').textContent())?.length ?? 0).toBeGreaterThan(100);
  });
});

describe('the age gate', () => {
  for (const width of [390, 1280]) {
    it(`fits its dialog at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${cloud.url}/app/vault`);
      const dialog = page.getByRole('dialog', { name: 'Enter your date of birth' });
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      for (const control of [
        dialog.getByLabel('Month'),
        dialog.getByLabel('Day'),
        dialog.getByLabel('Year'),
        dialog.getByRole('button', { name: 'Enter' }),
      ]) {
        const inner = (await control.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(box.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
      }
      await screenshot(page, `age-gate-${width}`);
    });
  }

  it('sends a minor home with the spec message', async () => {
    await page.goto(`${cloud.url}/app/vault`);
    const dialog = page.getByRole('dialog', { name: 'Enter your date of birth' });
    await dialog.getByLabel('Month').fill('1');
    await dialog.getByLabel('Day').fill('1');
    await dialog.getByLabel('Year').fill(String(new Date().getFullYear() - 15));
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL(/\/app\/drops$/);
    await page.getByText(messages.ageRestricted).waitFor();
  });
});

describe('the phone layout', () => {
  it('shows the bell with its unread count in the header bar', async () => {
    const collector = await createCollector(cloud);
    await putNotificationOnce(cloud.deps.db, {
      id: cloud.deps.newId(),
      userUuid: collector.user.uuid,
      notificationType: 25,
      subject: 'Welcome to Collectibles',
      link: '/app/drops',
      auction: null,
      extra: null,
      createdAt: new Date().toISOString(),
      readAt: null,
    });
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, collector);
    await page.setViewportSize({ width: 390, height: 844 });
    const bell = page.getByRole('link', { name: 'Notifications' });
    await expect.poll(() => bell.getByTestId('unread-count').textContent()).toBe('1');
    expect(await bell.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main', includeHidden: true }).isVisible()).toBe(false);
    await screenshot(page, 'header-phone-bell');
  });
});

describe('a coming drop', () => {
  it("registers a signed-in collector's interest, shown again by the drop and the list after a reload", async () => {
    const coming = drops.find((drop) => drop.promotion !== null);
    if (!coming) throw new Error('The seed has no drop with a promotion');
    const collector = await createCollector(cloud);
    await page.goto(`${cloud.url}/app/drops/${coming.id}`);
    await logInWithSms(page, cloud, collector);
    await page.getByRole('button', { name: 'Register interest', exact: true }).click();
    await page.getByTestId('interest-registered').waitFor();

    // The server says so after a reload: the drop is the same answer for everyone, sent without the token, and the
    // collector's registrations come with it.
    const dropRead = page.waitForRequest((request) =>
      request.url().endsWith(`/api/auction/drops/${coming.id}`),
    );
    await page.reload();
    expect(await (await dropRead).headerValue('authorization')).toBeNull();
    await sessionRestored(page);
    await page.getByTestId('interest-registered').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${cloud.url}/app/drops`);
    const card = page.getByTestId('drop-card').filter({ hasText: coming.title });
    await card.getByText('Interest registered').waitFor();
    await screenshot(page, 'coming-drop-interest-registered-390');
  });
});

describe('newsletter', () => {
  it('subscribes from the footer and the confirmation e-mail reaches the outbox through the bus and queue', async () => {
    await page.goto(`${cloud.url}/app/drops`);
    const email = `fan-${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: /newsletter/i });
    await form.getByRole('textbox').fill(email);
    await form.getByTestId('captcha').check();
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
