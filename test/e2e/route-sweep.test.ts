import type { Browser, BrowserContext, Page, ViewportSize as Viewport } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import { seriousViolations } from './support/axe';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { createCollector, logInWithSms, sessionRestored } from './support/collector';
import { giveSeededEdition } from './support/editions';
import { trackRequests } from './support/network-quiet';
import { type Ids, NFT_ID, seededIds, specPaths } from './support/spec-paths';

/**
 * Every path of spec part 1 §2 renders a real screen, logged out and logged in: a heading, a dialog, an error or
 * empty state, never the 'coming soon' placeholder, no uncaught error, and no serious or critical axe-core violation. Guarded paths send a visitor to the drops
 * (spec: 'Guarded routes redirect logged-out users to the root'), which is a real screen too.
 * A visitor opens each path by its address (a full page load, as from a shared link); the collector moves to each
 * from the screen before, inside the app, as its links do: each screen then also shows that it stands on its own
 * after another one, with nothing of the one before left over.
 */

let cloud: LocalCloud;
let browser: Browser;
let ids: Ids;

/**
 * Whether the page shows a heading, a dialog over it, or its error or empty state, within 20 s. Only what is
 * displayed counts: moving inside the app, the screen before stays in the document, hidden, while the next one's
 * code loads.
 */
const realScreenShown = (page: Page) =>
  page
    .waitForFunction(
      () => {
        const root = document.querySelector('main') ?? document.body;
        const shown = (element: Element) => element.checkVisibility();
        // Made-up ids answer 'Not found.' in an error state.
        return (
          [...root.querySelectorAll('h1, h2, [data-testid="error-state"], [data-testid="empty-state"]')].some(
            shown,
          ) || [...document.querySelectorAll('[role="dialog"]')].some(shown)
        );
      },
      undefined,
      { timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);

/** How the sweep comes to each path: by its address, or by a link from the screen before. */
type Arrival = 'address' | 'in-app';

/** Whether no dialog is displayed (run in the page). */
const noDialogShown = () =>
  ![...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.checkVisibility());

/**
 * Closes the dialogs a path opened (the FAQ, the log-in form) with Escape, as a person does before following a
 * link of the screen under them; false when one stays open.
 */
async function closeDialogs(page: Page): Promise<boolean> {
  for (let tries = 0; tries < 3 && !(await page.evaluate(noDialogShown)); tries++) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(noDialogShown, undefined, { timeout: 2_000 }).catch(() => undefined);
  }
  return page.evaluate(noDialogShown);
}

/**
 * Opens `path`: by its address, or, `in-app`, as the app's links do (wouter follows history.pushState), from the
 * app's screen before once its dialogs are closed; a page not showing the app (a lane's first path, a path that
 * left it) or a dialog Escape does not close, loads it.
 */
async function arrive(page: Page, path: string, arrival: Arrival): Promise<void> {
  const url = `${cloud.url}/app${path}`;
  const inApp = page.url() === `${cloud.url}/app` || page.url().startsWith(`${cloud.url}/app/`);
  if (arrival === 'in-app' && inApp && (await closeDialogs(page)))
    await page.evaluate((next) => history.pushState(null, '', next), url);
  else await page.goto(url);
}

/**
 * Opens `path` at the first of `widths` and answers what stands in the way of calling it a real screen at each
 * width (empty when nothing does): the page is narrowed in place rather than opened again, as the app's layout
 * follows the width (CSS and useMediaQuery subscribe to it): a third fewer page loads in the sweep.
 * `checked` holds the locations axe has gone through at each width in this sweep: a path that redirects (a
 * guarded page, logged out) to one of them shows that same screen, so axe is not run on it again.
 */
async function problemsOf(
  page: Page,
  path: string,
  { widths, arrival }: { widths: readonly Viewport[]; arrival: Arrival },
  checked: Set<string>,
): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  page.on('pageerror', onError);
  const requests = trackRequests(page);
  try {
    for (const [index, viewport] of widths.entries()) {
      const at = `${viewport.width} px`;
      await page.setViewportSize(viewport);
      if (index === 0) await arrive(page, path, arrival);
      // Two frames: the layout the new width gives has rendered and sent the requests it makes (a page size).
      else
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      if (!(await realScreenShown(page))) {
        await screenshot(page, `route-sweep-${path.replaceAll('/', '_')}-${viewport.width}`);
        return [...errors, `no heading, dialog, error or empty state within 20 s at ${at}`];
      }
      // The placeholder that stood in for unbuilt pages until issue 15.
      if (await page.getByText('This page is coming soon.').count()) errors.push(`placeholder text at ${at}`);
      // Issue 16, point 6: no serious or critical accessibility violation once the screen has its data. A page
      // that polls (a live auction, the waiting room) may never go quiet: it is checked as it stands after 5 s.
      await requests.quiet();
      const landed = new URL(page.url());
      const location = `${viewport.width} ${landed.pathname}${landed.search}`;
      if (landed.pathname + landed.search !== `/app${path}` && checked.has(location)) continue;
      checked.add(location);
      errors.push(...(await seriousViolations(page)).map((violation) => `axe at ${at}: ${violation}`));
    }
    return errors;
  } finally {
    requests.stop();
    page.off('pageerror', onError);
  }
}

/**
 * Opens every path over `lanes` pages of one browser context (one session, as tabs share it) and answers the
 * problems found, by path.
 */
async function sweep(
  context: BrowserContext,
  how: { widths: readonly Viewport[]; arrival: Arrival },
  lanes = 3,
): Promise<string[]> {
  const paths = specPaths(ids);
  const failures: string[] = [];
  const checked = new Set<string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const page = await context.newPage();
      for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
        const problems = await problemsOf(page, path, how, checked);
        if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
      }
      await page.close();
    }),
  );
  return failures.sort();
}

const WIDE: Viewport = { width: 1280, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
  ids = await seededIds(cloud);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

describe('route sweep, logged out', () => {
  it('renders a real screen at every path of part 1 §2, at 1280 px and at 390 px (the phone layout)', async () => {
    const context = await browser.newContext({ viewport: WIDE });
    expect(await sweep(context, { widths: [WIDE, PHONE], arrival: 'address' })).toEqual([]);
    await context.close();
  }, 360_000);
});

describe('route sweep, logged in', () => {
  it('renders a real screen at every path of part 1 §2, each reached from the one before inside the app', async () => {
    const collector = await createCollector(cloud);
    await giveSeededEdition(cloud, { nftId: NFT_ID, to: collector.user.uuid, how: 'buy', paidCents: 2500 });
    const context = await browser.newContext({ viewport: WIDE });
    const page = await context.newPage();
    await page.goto(`${cloud.url}/app/drops`);
    // Logging in polls the sandbox outbox, which only a test body may do.
    await logInWithSms(page, cloud, collector);

    const failures = await sweep(context, { widths: [WIDE], arrival: 'in-app' });
    // Still logged in at the end: no path logged the collector out on the way.
    await page.goto(`${cloud.url}/app/drops`);
    await sessionRestored(page);
    expect(failures).toEqual([]);
    await context.close();
  }, 240_000);
});
