import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { installKeyboardAlone } from './keyboard';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the same Blink without the desktop browser
 * around it, as Playwright's own headless runs use: the journeys' Chromium took a third less CPU (102 against 159
 * s over four journeys), on a phase that keeps both cores busy. Debian's full Chromium where the shell is not
 * installed; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Chromium from Debian, never a downloaded one; the flags keep it off this machine's closed network. Its pages are
 * worked by keyboard alone unless E2E_INPUT=mouse (./keyboard.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The compositor's GPU work (software, as --disable-gpu leaves it) as a thread of the browser process, not a
      // process of its own: a fifth less of Chromium's CPU in the route sweep, on a phase that keeps both cores busy.
      '--in-process-gpu',
    ],
  });
  await installKeyboardAlone(browser);
  return browser;
}

/**
 * Screenshots land in test-results/ so a person can look at what the test saw. JPEG: a full page encoded as PNG
 * took two to three times the CPU, some 150 of them in a run on a phase that keeps both cores busy.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.jpg`, fullPage: true, quality: 80 });
}

/** Accepts the cookie notice, so screenshots show the page under it. */
export const acceptCookies = (page: Page) =>
  page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
