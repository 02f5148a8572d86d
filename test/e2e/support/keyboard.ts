import type { Browser, CDPSession, Locator, Page } from 'playwright-core';

/**
 * Keyboard alone (WCAG 2.1.1): with this mode on, every journey's click, check, fill, select and press reaches its
 * element with Tab (arrow keys inside a radio group) and acts with Enter, Space or typing, as a person without a
 * mouse would. A control the keyboard cannot reach or work fails the journey that uses it. The journeys run this way
 * in `npm test`; E2E_INPUT=mouse runs them with Playwright's pointer actions instead.
 */
export const keyboardAlone = process.env.E2E_INPUT !== 'mouse';

/** Enough presses to pass every focusable element of a busy page twice (focus wraps round once at most). */
const MAX_TABS = 400;
/** How long a control may stay disabled (a form still validating, a call under way) before the action fails. */
const ENABLED_WITHIN_MS = 15_000;

type FocusState = 'focused' | 'in-radio-group' | 'elsewhere';
type Activation = 'enter' | 'space' | 'focus';

/**
 * Where focus is against the target, and how a keyboard works the target. The target is the label's control, or
 * the nearest focusable element (a test may point at the text inside a button). Runs in the page, in one piece:
 * the app's CSP refuses eval, so no helper can be passed in as source.
 */
function inspect(
  locator: Locator,
): Promise<{ state: FocusState; activation: Activation; tabsAway: number | null }> {
  return locator.evaluate((element) => {
    const control = element instanceof HTMLLabelElement ? element.control : null;
    const target =
      (control ?? element).closest<HTMLElement>(
        'a[href],button,input,select,textarea,summary,[contenteditable="true"],[tabindex]:not([tabindex="-1"])',
      ) ?? (element as HTMLElement);
    const active = target.ownerDocument.activeElement;
    const radio = target instanceof HTMLInputElement && target.type === 'radio';
    const sameGroup =
      radio &&
      active instanceof HTMLInputElement &&
      active.type === 'radio' &&
      active.name === target.name &&
      active.form === target.form;
    const state: FocusState = active === target ? 'focused' : sameGroup ? 'in-radio-group' : 'elsewhere';
    const role = target.getAttribute('role');
    const toggled =
      (target instanceof HTMLInputElement && (target.type === 'checkbox' || radio)) ||
      role === 'checkbox' ||
      role === 'switch' ||
      role === 'radio';
    const typedInto =
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'image'].includes(target.type));
    const activation: Activation = toggled ? 'space' : typedInto ? 'focus' : 'enter';
    // The page's Tab order (document order; one radio per group), to press Tab that many times before checking.
    const groupsSeen = new Set<string>();
    const tabOrder = [
      ...target.ownerDocument.querySelectorAll<HTMLElement>(
        'a[href],button,input,select,textarea,summary,iframe,[contenteditable="true"],[tabindex]',
      ),
    ].filter((candidate) => {
      if (candidate.tabIndex < 0 || candidate.closest('[inert]') || candidate.getClientRects().length === 0) {
        return false;
      }
      if ((candidate as HTMLButtonElement).disabled || (candidate as HTMLInputElement).type === 'hidden')
        return false;
      if (!(candidate instanceof HTMLInputElement) || candidate.type !== 'radio') return true;
      const group = `${candidate.form?.id}/${candidate.name}`;
      const checkedInGroup = candidate.ownerDocument.querySelector(
        `input[type="radio"][name="${CSS.escape(candidate.name)}"]:checked`,
      );
      if (groupsSeen.has(group) || (checkedInGroup && checkedInGroup !== candidate)) return false;
      groupsSeen.add(group);
      return true;
    });
    const anchor = tabOrder.includes(target)
      ? target
      : radio
        ? tabOrder.find((item) => item instanceof HTMLInputElement && item.name === target.name)
        : undefined;
    const tabsAway = anchor ? tabOrder.indexOf(anchor) - tabOrder.indexOf(active as HTMLElement) : null;
    return { state, activation, tabsAway };
  });
}

const focusStateOf = async (locator: Locator) => (await inspect(locator)).state;

async function waitUntilEnabled(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  const deadline = Date.now() + ENABLED_WITHIN_MS;
  while (await locator.isDisabled()) {
    if (Date.now() > deadline) throw new Error(`Keyboard: ${locator} stayed disabled`);
    await locator.page().waitForTimeout(50);
  }
}

/** Jumps a tabTo makes from its reading of the Tab order before it steps one Tab at a time. */
const MAX_JUMPS = 4;

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Tab (Shift+Tab when `backwards`) `times` times in a row, as the browser's own key events sent one after another
 * without waiting for each answer: the browser handles them in order, as it does a person's quick presses, and a long
 * way through a busy page costs one round trip instead of one per press.
 */
async function pressTab(page: Page, times: number, backwards: boolean): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const cdp = await session;
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: backwards ? 8 : 0 };
  await Promise.all(
    Array.from({ length: times }, () => [
      cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
    ]).flat(),
  );
}

/** Moves focus onto the target with Tab, and inside a radio group with the arrow keys (which also check it). */
export async function tabTo(locator: Locator): Promise<void> {
  await waitUntilEnabled(locator);
  const page = locator.page();
  // Jump the way the page's Tab order reads (Shift+Tab when the target lies behind), then look again: where the
  // browser's own order differs (a dialog's trap, a navigation's starting point, a positive tabindex, an iframe),
  // jump again from where focus landed, and past a few jumps step one Tab at a time. Focus only ever moves by keys.
  let jumps = 0;
  for (let presses = 0; presses <= MAX_TABS * 2; ) {
    const { state, tabsAway } = await inspect(locator);
    if (state === 'focused') return;
    if (state === 'in-radio-group') {
      for (let step = 0; step < 50 && (await focusStateOf(locator)) !== 'focused'; step += 1) {
        await page.keyboard.press('ArrowDown');
      }
      if ((await focusStateOf(locator)) === 'focused') return;
      break;
    }
    const jump = tabsAway !== null && tabsAway !== 0 && jumps < MAX_JUMPS;
    const times = jump ? Math.min(Math.abs(tabsAway), MAX_TABS) : 1;
    jumps += jump ? 1 : 0;
    await pressTab(page, times, jump && tabsAway < 0);
    presses += times;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`Keyboard: ${locator} cannot be reached with Tab (focus stays on ${focused})`);
}

/** A click by keyboard: reach the control, then Enter (links, buttons) or Space (checkboxes, radios, switches). */
async function press(locator: Locator): Promise<void> {
  await tabTo(locator);
  const { activation } = await inspect(locator);
  if (activation === 'enter') await locator.page().keyboard.press('Enter');
  if (activation === 'space') await locator.page().keyboard.press('Space');
}

async function setChecked(locator: Locator, checked: boolean): Promise<void> {
  await tabTo(locator);
  if ((await locator.isChecked()) !== checked) await locator.page().keyboard.press('Space');
  if ((await locator.isChecked()) !== checked) throw new Error(`Keyboard: Space did not toggle ${locator}`);
}

let installed = false;

/**
 * Swaps the pointer actions of every Locator for the keyboard ones above. Playwright does not export its Locator
 * class, so the prototype comes from a locator of a throwaway page; fill and selectOption keep Playwright's own
 * typing once Tab has reached the field (they never use the pointer).
 */
export async function installKeyboardAlone(browser: Browser): Promise<void> {
  if (!keyboardAlone || installed) return;
  const page = await browser.newPage();
  const prototype = Object.getPrototypeOf(page.locator('body')) as Locator;
  await page.close();
  const { fill, selectOption } = prototype;
  Object.assign(prototype, {
    async click(this: Locator) {
      await press(this);
    },
    async check(this: Locator) {
      await setChecked(this, true);
    },
    async uncheck(this: Locator) {
      await setChecked(this, false);
    },
    async setChecked(this: Locator, checked: boolean) {
      await setChecked(this, checked);
    },
    async focus(this: Locator) {
      await tabTo(this);
    },
    async press(this: Locator, key: string) {
      await tabTo(this);
      await this.page().keyboard.press(key);
    },
    async fill(this: Locator, ...args: Parameters<Locator['fill']>) {
      await tabTo(this);
      return fill.apply(this, args);
    },
    async selectOption(this: Locator, ...args: Parameters<Locator['selectOption']>) {
      await tabTo(this);
      return selectOption.apply(this, args);
    },
  });
  installed = true;
}
