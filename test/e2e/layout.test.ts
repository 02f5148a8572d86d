import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { Auction, Drop } from '../../shared/api/schemas/catalog';
import { CAROUSEL_SCROLL_STEP_PX } from '../../shared/domain/constants';
import { auctionKind, auctionPhase } from '../../shared/rules/auctions';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';

/** What a person sees at a phone's and a desktop's width: nothing covers a control, no columns run together. */

let cloud: LocalCloud;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

afterEach(async () => {
  await page?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A live auction that shows its bids, from the seeded catalog. */
async function openBidAuction(): Promise<Auction> {
  const drops = (
    (await (await fetch(`${cloud.url}/api/auction/drops?page_size=100`)).json()) as { results: Drop[] }
  ).results;
  for (const drop of drops) {
    const auctions = (await (
      await fetch(`${cloud.url}/api/auction/drops/${drop.id}/auctions`)
    ).json()) as Auction[];
    const found = auctions.find((auction) => {
      const kind = auctionKind(auction.auction_type);
      const phase = auctionPhase({ ...auction, soldOut: auction.sold_out }, new Date());
      return kind.mode === 'bid' && !kind.hiddenBids && phase === 'live';
    });
    if (found) return found;
  }
  throw new Error('the seed has no live auction with visible bids');
}

describe.each([390, 1280])('at %i px', (width) => {
  it("stacks at most three toasts, clear of the dialog's close button", async () => {
    page = await browser.newPage({ viewport: { width, height: 844 } });
    await page.goto(`${cloud.url}/app/login`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email or username').fill('nobody_at_all');
    await dialog.getByLabel('Password', { exact: true }).fill('Wr0ng!pass');
    for (let sent = 1; sent <= 4; sent++) {
      await dialog.getByRole('button', { name: 'Log in' }).click();
      // Each refusal waits on a password hash (argon2id) and, the first time, the error answer's chunk.
      await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(Math.min(sent, 3));
    }
    const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox()) as Box;
    // Read every toast's box at one moment: a toast may time out between two separate reads.
    const toasts = await page.getByTestId('toast').evaluateAll((shown) =>
      shown.map((toast) => {
        const { x, y, width, height } = toast.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    expect(toasts.length).toBeGreaterThan(0);
    for (const toast of toasts) expect(overlaps(toast, close)).toBe(false);
    await screenshot(page, `toasts-over-dialog-${width}`);
  });

  it('keeps a gutter between the bid table columns, inside the page', async () => {
    page = await browser.newPage({ viewport: { width, height: 844 } });
    const auction = await openBidAuction();
    const names = ['a_collector_with_a_long_username', 'courtside', 'ringcollector'];
    await page.route(`**/api/auction/${auction.id}/bids`, (route) =>
      route.fulfill({
        json: names.map((username, i) => ({
          id: `bid-${i}`,
          amount: 1450 - i * 75.5,
          created_by: { username },
          created_at: new Date(Date.now() - i * 3_600_000).toISOString(),
          sequence: i + 1,
          rank: i + 1,
          is_winning: i === 0,
          is_own: false,
        })),
      }),
    );
    await page.goto(`${cloud.url}/app/nft/${auction.nft.id}/${auction.id}/auction`);
    const table = page.getByTestId('bid-leaderboard').getByRole('table');
    await table.getByTestId('bid-row').first().waitFor();
    const layout = await table.evaluate((element) => {
      const textBox = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      const gaps = [...element.querySelectorAll('tr')].flatMap((row) => {
        const cells = [...row.children].map(textBox);
        return cells.slice(1).map((cell, i) => cell.left - (cells[i] as DOMRect).right);
      });
      return {
        gaps,
        overflow:
          element.getBoundingClientRect().right -
          (element.parentElement as Element).getBoundingClientRect().right,
      };
    });
    expect(Math.min(...layout.gaps)).toBeGreaterThanOrEqual(12);
    expect(layout.overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `bids-table-${width}`);
  });
});

describe.each(['no-preference', 'reduce'] as const)('with prefers-reduced-motion: %s', (reducedMotion) => {
  const moves = reducedMotion === 'no-preference';

  it(
    moves ? 'glides the featured carousel and fades buttons' : 'jumps the carousel and fades nothing',
    async () => {
      page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion });
      await page.goto(`${cloud.url}/app/marketplace`);
      const carousel = page.getByTestId('featured-collections');
      // The arrows come with the collections (placeholder cards are list items too, before them).
      await carousel.getByRole('button', { name: 'Scroll forward' }).waitFor();
      // Read in the click's own task: a smooth scroll has not moved yet, an instant one is done.
      const motion = await carousel.evaluate((section) => {
        const track = section.querySelector('ul') as HTMLUListElement;
        const forward = section.querySelector('[aria-label="Scroll forward"]') as HTMLButtonElement;
        const before = track.scrollLeft;
        forward.click();
        return {
          scrolled: track.scrollLeft - before,
          room: track.scrollWidth - track.clientWidth,
          buttonFade: getComputedStyle(forward).transitionDuration,
        };
      });
      expect(motion.room).toBeGreaterThan(0);
      expect(motion.scrolled).toBe(moves ? 0 : Math.min(CAROUSEL_SCROLL_STEP_PX, motion.room));
      const longestFade = Math.max(...motion.buttonFade.split(', ').map(Number.parseFloat));
      expect(longestFade).toBe(moves ? 0.12 : 0.00001);
    },
  );
});
