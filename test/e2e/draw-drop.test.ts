import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDraw } from '../../functions/data/draw';
import { listRegistrations } from '../../functions/data/draw-registration';
import { getLedgerAccount } from '../../functions/data/ledger-account';
import { listNotifications } from '../../functions/data/notification';
import { getHold } from '../../functions/data/payment-hold';
import { getPurchase } from '../../functions/data/purchase';
import { drawOrderId } from '../../functions/domain/draws/close-draw';
import { openPackDraw } from '../../functions/domain/draws/open-draw';
import { drawWinners } from '../../functions/domain/pass/raffle-draw';
import type { LocalCloud } from '../../scripts/local-cloud/cloud';
import type { PackDraw } from '../../shared/api/schemas/draws';
import { NotificationType } from '../../shared/domain/enums';
import { fund } from '../integration/payment-service/support';
import { putPackSale } from '../integration/purchases/support';
import { launchBrowser, screenshot } from './support/browser';
import { startTestCloud } from './support/cloud';
import { type Collector, createCollector, logInWithSms } from './support/collector';

let cloud: LocalCloud;
let browser: Browser;

beforeAll(async () => {
  [cloud, browser] = await Promise.all([startTestCloud(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

const CREDIT_CENTS = 50_000;
const STOCK = 2;
const credit = (userUuid: string) => ({ kind: 'credit' as const, userUuid });
const held = (userUuid: string) => ({ kind: 'held' as const, userUuid, source: 'credit' as const });
const balance = async (account: Parameters<typeof getLedgerAccount>[1]) =>
  (await getLedgerAccount(cloud.deps.db, account))?.balance ?? 0;

/** A collector with marketplace credit to hold a pack's price. */
async function fundedCollector(): Promise<Collector> {
  const collector = await createCollector(cloud);
  await fund(cloud.deps, credit(collector.user.uuid), CREDIT_CENTS);
  return collector;
}

/** Registers through the API, as another device would. */
async function registerByApi(collector: Collector, packId: string) {
  const token = await cloud.deps.sessions.issueIdToken({ uuid: collector.user.uuid, emailVerified: true });
  const answer = await fetch(`${cloud.url}/api/auction/packs/${packId}/draw/registration`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-${collector.user.uuid}`,
    },
    body: JSON.stringify({ payment_method: 2, source: 'credit' }),
  });
  expect(answer.status).toBe(200);
}

/** The draw's panel fits a 390 px screen: nothing of it reaches past the viewport's right edge. */
async function expectWithin390(panel: Locator) {
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(390);
}

const publicDraw = async (packId: string) =>
  (await (await fetch(`${cloud.url}/api/auction/packs/${packId}/draw`)).json()) as PackDraw;

describe('a draw drop', () => {
  it('with more registrants than packs ends with exactly the packs allocated and every loser released', async () => {
    const { pack } = await putPackSale(cloud.deps, { quantity: STOCK, nftsPerPack: 1, editions: [4] });
    const now = Date.now();
    await openPackDraw(cloud.deps, {
      packId: pack.id,
      opensAt: new Date(now - 60_000),
      // Long enough for the collector on screen to register while the run's other journeys share the machine.
      closesAt: new Date(now + 45_000),
    });
    const others = await Promise.all(Array.from({ length: 3 }, fundedCollector));
    for (const collector of others) await registerByApi(collector, pack.id);

    // One collector enters on the pack page with marketplace credit.
    const onScreen = await fundedCollector();
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${cloud.url}/app/drops`);
    await logInWithSms(page, cloud, onScreen);
    await page.goto(`${cloud.url}/app/drops/pack/${pack.id}`);
    const panel = page.getByTestId('draw-panel');
    await panel.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'Buy pack' }).count()).toBe(0);
    await panel.getByRole('radio', { name: 'Marketplace Credit' }).check();
    const enter = panel.getByRole('button', { name: 'Enter the draw' });
    await expect.poll(() => enter.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'draw-drop-enter-1280');
    await enter.click();
    await panel.getByText('You are registered').waitFor({ timeout: 15_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'draw-drop-registered-390');
    await expectWithin390(panel);

    // The close's schedule fires at closesAt; the result is published.
    await expect
      .poll(async () => (await getDraw(cloud.deps.db, pack.id))?.status, { timeout: 120_000, interval: 1000 })
      .toBe('finished');
    const draw = await publicDraw(pack.id);
    expect(draw.state).toBe('drawn');
    expect(draw.entries).toHaveLength(4);
    expect(draw.winners).toHaveLength(STOCK);
    expect(drawWinners(String(draw.seed), draw.entries, STOCK)).toEqual(draw.winners);

    const registrations = await listRegistrations(cloud.deps.db, pack.id);
    const winners = registrations.filter((r) => r.status === 'won');
    const losers = registrations.filter((r) => r.status === 'lost');
    expect(winners).toHaveLength(STOCK);
    expect(losers).toHaveLength(4 - STOCK);
    for (const winner of winners) {
      expect((await getPurchase(cloud.deps.db, drawOrderId(pack.id, winner.userUuid)))?.status).toBe(
        'completed',
      );
      expect(await balance(credit(winner.userUuid))).toBe(CREDIT_CENTS - pack.priceCents);
    }
    for (const loser of losers) {
      expect((await getHold(cloud.deps.db, loser.holdId))?.status).toBe('released');
      expect(await balance(credit(loser.userUuid))).toBe(CREDIT_CENTS);
      expect(await balance(held(loser.userUuid))).toBe(0);
      await expect
        .poll(
          async () =>
            (
              await listNotifications(cloud.deps.db, loser.userUuid, { start: 0, limit: 20 })
            ).notifications.filter((n) => n.notificationType === NotificationType.drawLost).length,
          { timeout: 30_000 },
        )
        .toBe(1);
    }

    // The screen shows the result and the collector's own outcome.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    const result = page.getByTestId('draw-result');
    await result.waitFor({ timeout: 15_000 });
    expect(await result.getByTestId('draw-entries-count').textContent()).toBe('4');
    expect(await result.getByTestId('draw-winners').getByRole('listitem').count()).toBe(STOCK);
    const mine = registrations.find((r) => r.userUuid === onScreen.user.uuid);
    await page
      .getByTestId('draw-status')
      .getByText(mine?.status === 'won' ? 'You won' : 'Not selected')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'draw-drop-result-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectWithin390(page.getByTestId('draw-panel'));
    await screenshot(page, 'draw-drop-result-390');
  }, 240_000);
});
