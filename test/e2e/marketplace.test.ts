import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { FilterGroup } from '../../shared/api/schemas/collections';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';

let cloud: LocalCloud;
let browser: Browser;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

const NEON = 'collection-neon-alley';
const getJson = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${cloud.url}${path}`)).json()) as T;

describe('the marketplace', () => {
  it('finds a seeded collection, opens it and filters its NFTs by a trait', async () => {
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${cloud.url}/app/marketplace`);
    await page.getByTestId('featured-collections').getByTestId('collection-card').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search collections' }).fill('Neon');
    const grid = page.getByTestId('collections-grid');
    await expect.poll(() => grid.getByTestId('collection-card').count()).toBe(1);
    const card = grid.locator(`[data-collection-id="${NEON}"]`);
    expect(await card.getByTestId('collection-price').textContent()).toBe('Make An Offer');
    await screenshot(page, 'marketplace');

    await card.getByRole('link', { name: 'Neon Alley' }).click();
    await page.waitForURL(new RegExp(`/app/collection/${NEON}$`));
    await page.getByRole('heading', { level: 1, name: 'Neon Alley' }).waitFor();
    await expect.poll(() => page.getByTestId('nft-card').count()).toBe(20);
    expect(await page.getByTestId('nft-card').first().getByText('Rank: #1').count()).toBe(1);

    // The rarest background value: the filter's count is what the grid then shows.
    const [background] = await getJson<FilterGroup[]>(`/api/collections/${NEON}/filters/`);
    const rarest = background?.items.at(-1);
    if (!rarest) throw new Error('no background values');
    await page.getByTestId('trait-filters').locator('summary', { hasText: 'Background' }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${rarest.title}`) }).check();
    await page.getByRole('button', { name: `Remove Background: ${rarest.title}` }).waitFor();
    await expect.poll(() => page.getByTestId('nft-card').count()).toBe(rarest.count);
    await screenshot(page, 'collection-filtered');
    await page.close();
  });
});
