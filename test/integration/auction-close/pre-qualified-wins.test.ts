import { beforeAll, describe, expect, it } from 'vitest';
import { listCloseSteps } from '../../../functions/data/auction-close';
import type { Db } from '../../../functions/data/db';
import { getOrder } from '../../../functions/data/order';
import { getWonBid, listWonBids } from '../../../functions/data/won-bid';
import { closeAuction } from '../../../functions/domain/auction-close/close-auction';
import { winLapseScheduleName } from '../../../functions/domain/won-bids/lapse-wins';
import { decideSandboxChallenge } from '../../../functions/lib/adapters/sandbox-card-processor';
import { fireSchedule } from '../../../functions/schedules/handler';
import { NotificationType } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { usdBalances } from '../bids/support';
import { balanceOf, movementsOf, saveCard, saveChallengeCard, TEST_CARDS } from '../payment-service/support';
import { checkout } from '../purchases/support';
import {
  AFTER_END,
  acceptFraudCheck,
  DAY_MS,
  listedBidder,
  preQualifiedAuction,
  preQualifiedBid,
} from './pre-qualified-support';
import { noticesOf, ownerOf } from './support';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});

const FUNDS = 100_000;
const balancePath = (auctionId: string) => `/api/payments/prequalified_checkout/${auctionId}`;
const cardPath = (auctionId: string) => `/api/payments/card_checkout/bid/${auctionId}`;
const usd = (userUuid: string) => ({ kind: 'usd' as const, userUuid });

/**
 * A closed pre-qualified auction of 2 editions: three listed bidders at $150, $170, $190, funded with prepaid
 * USD. Winners best first: carol (edition 1, $190), bob (edition 2, $170); alice loses.
 */
async function closedAuction(id: string) {
  const { deps, clock, schedules } = createTestDeps(db);
  const { nft } = await preQualifiedAuction(deps, id, 2);
  const bidders: SignedInUser[] = [];
  for (const dollars of [150, 170, 190]) {
    const user = await listedBidder(deps, id, FUNDS);
    const answer = await user.call('POST', `/api/auction/${id}/bid`, preQualifiedBid(id, dollars));
    if (answer.status !== 200) throw new Error(`bid refused: ${JSON.stringify(answer.body)}`);
    bidders.push(user);
  }
  const [alice, bob, carol] = bidders as [SignedInUser, SignedInUser, SignedInUser];
  clock.set(AFTER_END);
  await closeAuction(deps, id);
  return { deps, clock, schedules, nft, alice, bob, carol };
}

const payBody = (dollars: number, extra: Record<string, unknown> = {}) => ({
  price: dollars,
  source: 'usd',
  ...extra,
});

describe('pre-qualified wins', () => {
  it('close: each winner gets one pending win due in 24 hours and the winner notice; retried closes add nothing', async () => {
    const { deps, schedules, nft, alice, bob, carol } = await closedAuction('pqw-close');
    await closeAuction(deps, 'pqw-close');
    await Promise.all([closeAuction(deps, 'pqw-close'), closeAuction(deps, 'pqw-close')]);

    const wins = await listWonBids(db, 'pqw-close');
    const dueAt = new Date(AFTER_END.getTime() + DAY_MS).toISOString();
    expect(
      wins.map(({ userId, edition, amountCents, status }) => ({ userId, edition, amountCents, status })),
    ).toEqual(
      expect.arrayContaining([
        { userId: carol.user.uuid, edition: 1, amountCents: 19_000, status: 'pending_payment' },
        { userId: bob.user.uuid, edition: 2, amountCents: 17_000, status: 'pending_payment' },
      ]),
    );
    expect(wins).toHaveLength(2);
    expect(wins.every((win) => win.dueAt === dueAt && win.orderId === null)).toBe(true);
    expect(await ownerOf(db, nft, 1)).toBeNull();
    expect(await usdBalances(deps, carol.user.uuid)).toEqual({ usd: FUNDS, held: 0 });

    const closeNotices = (await noticesOf(db, 'pqw-close')).filter(
      ([, type]) => type === NotificationType.winner || type === NotificationType.bidUnsuccessful,
    );
    expect(closeNotices.sort()).toEqual(
      [
        [carol.user.uuid, NotificationType.winner],
        [bob.user.uuid, NotificationType.winner],
        [alice.user.uuid, NotificationType.bidUnsuccessful],
      ].sort(),
    );
    expect(await listCloseSteps(db, 'pqw-close')).toHaveLength(3);
    const lapse = schedules.get(winLapseScheduleName('pqw-close'));
    expect(lapse && 'at' in lapse ? lapse.at.toISOString() : null).toBe(dueAt);
  });

  it('pays a win from a balance: the edition is the winner’s, the order is in their history, a retry charges once', async () => {
    const { deps, nft, carol } = await closedAuction('pqw-pay');
    await acceptFraudCheck(deps, carol.user.uuid, 'pqw-pay', 19_000);

    const paid = await checkout(deps, carol.user.uuid, balancePath('pqw-pay'), payBody(190), 'pay-1');
    expect(paid.status).toBe(200);
    const { bid_id: orderId, items } = paid.body.data;
    expect(items).toEqual([expect.objectContaining({ id: `${nft.id}-1`, nft_id: nft.id, edition: 1 })]);
    expect(await ownerOf(db, nft, 1)).toBe(carol.user.uuid);
    expect(await getOrder(db, orderId)).toMatchObject({ status: 'paid', priceCents: 19_000 });
    expect(await getWonBid(db, 'pqw-pay', carol.user.uuid)).toMatchObject({ status: 'paid', orderId });
    expect(await balanceOf(deps, usd(carol.user.uuid))).toBe(FUNDS - 19_000);

    const retried = await checkout(deps, carol.user.uuid, balancePath('pqw-pay'), payBody(190), 'pay-1');
    expect(retried).toMatchObject({ status: 200, body: { data: { bid_id: orderId } } });
    expect(await balanceOf(deps, usd(carol.user.uuid))).toBe(FUNDS - 19_000);

    const history = await carol.call('GET', '/api/nft/mine/history');
    expect(history.status).toBe(200);
    expect(history.body.results.map((entry: { nft_item: { id: string } }) => entry.nft_item.id)).toContain(
      `${nft.id}-1`,
    );
    expect(
      (await noticesOf(db, 'pqw-pay')).filter(([, type]) => type === NotificationType.nftBought),
    ).toEqual([[carol.user.uuid, NotificationType.nftBought]]);
  });

  it('charges once when payments of one win race, with the same key or with others', async () => {
    const { deps, nft, bob } = await closedAuction('pqw-race');
    await acceptFraudCheck(deps, bob.user.uuid, 'pqw-race', 17_000);
    const pay = (key: string) => checkout(deps, bob.user.uuid, balancePath('pqw-race'), payBody(170), key);

    const answers = await Promise.all(['same', 'same', 'same', 'other-1', 'other-2'].map(pay));

    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(succeeded.map((answer) => answer.body.data.bid_id)).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.status !== 200))
      expect(answer).toMatchObject({ status: 409, body: { code: 'win_payment_in_progress' } });
    expect(await balanceOf(deps, usd(bob.user.uuid))).toBe(FUNDS - 17_000);
    expect(await ownerOf(db, nft, 2)).toBe(bob.user.uuid);
  });

  it('refuses a wrong price, a non-winner and a payment without a fraud check, charging nothing', async () => {
    const { deps, alice, bob } = await closedAuction('pqw-refuse');
    await acceptFraudCheck(deps, bob.user.uuid, 'pqw-refuse', 17_000);
    await acceptFraudCheck(deps, alice.user.uuid, 'pqw-refuse', 15_000);

    const wrongPrice = await checkout(deps, bob.user.uuid, balancePath('pqw-refuse'), payBody(160), 'k1');
    const loser = await checkout(deps, alice.user.uuid, balancePath('pqw-refuse'), payBody(150), 'k2');
    const carolUnchecked = await closedAuction('pqw-refuse-2');
    const unchecked = await checkout(
      carolUnchecked.deps,
      carolUnchecked.carol.user.uuid,
      balancePath('pqw-refuse-2'),
      payBody(190),
      'k3',
    );

    expect(wrongPrice).toMatchObject({ status: 409, body: { code: 'price_changed' } });
    expect(loser).toMatchObject({ status: 403, body: { code: 'not_winner' } });
    expect(unchecked).toMatchObject({ status: 403, body: { code: 'fraud_check_required' } });
    expect(await balanceOf(deps, usd(bob.user.uuid))).toBe(FUNDS);
    expect(await balanceOf(deps, usd(alice.user.uuid))).toBe(FUNDS);
    expect(await getWonBid(db, 'pqw-refuse', bob.user.uuid)).toMatchObject({
      status: 'pending_payment',
      orderId: null,
    });
  });

  it('frees the win when the balance is short, so the winner can pay another way', async () => {
    const { deps, carol } = await closedAuction('pqw-short');
    await acceptFraudCheck(deps, carol.user.uuid, 'pqw-short', 19_000);
    const short = await checkout(
      deps,
      carol.user.uuid,
      balancePath('pqw-short'),
      payBody(190, { source: 'credit' }),
      'k-credit',
    );
    expect(short.status).toBe(409);
    expect(await getWonBid(db, 'pqw-short', carol.user.uuid)).toMatchObject({ orderId: null });
    const paid = await checkout(deps, carol.user.uuid, balancePath('pqw-short'), payBody(190), 'k-usd');
    expect(paid.status).toBe(200);
  });

  it('pays a win with a saved card through card_checkout/bid', async () => {
    const { deps, nft, bob } = await closedAuction('pqw-card');
    await saveCard(deps, bob.user.uuid, TEST_CARDS.approved);
    await acceptFraudCheck(deps, bob.user.uuid, 'pqw-card', 17_000);
    const body = { price: 170, action: 'bid', redirect_uri: '/app/collection' };

    const paid = await checkout(deps, bob.user.uuid, cardPath('pqw-card'), body, 'card-1');

    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'success', data: { items: [{ id: `${nft.id}-2` }] } });
    expect(await ownerOf(db, nft, 2)).toBe(bob.user.uuid);
    expect(await getOrder(db, paid.body.data.bid_id)).toMatchObject({ status: 'paid', priceCents: 17_000 });
  });

  it('answers the 3-D Secure redirect for a card that needs it; the repeat after approval pays once', async () => {
    const { deps, nft, carol } = await closedAuction('pqw-3ds');
    await saveChallengeCard(deps, carol.user.uuid);
    await acceptFraudCheck(deps, carol.user.uuid, 'pqw-3ds', 19_000);
    const pay = () =>
      checkout(deps, carol.user.uuid, cardPath('pqw-3ds'), { price: 190, action: 'bid' }, 'card-3ds');

    const first = await pay();
    expect(first.body).toMatchObject({ status: 'redirect', payment_id: expect.any(String) });
    expect(await ownerOf(db, nft, 1)).toBeNull();
    const sessionId = decodeURIComponent(String(first.body.redirect_url).split('/').pop() ?? '');
    await decideSandboxChallenge(db, sessionId, 'approved');

    const repeated = await pay();
    expect(repeated.body).toMatchObject({ status: 'success', data: { bid_id: first.body.payment_id } });
    expect(await ownerOf(db, nft, 1)).toBe(carol.user.uuid);
    expect(await movementsOf(db, `order:${first.body.payment_id}`)).toHaveLength(1);
  });

  it('lapses an unpaid win after 24 hours: payment refused, the edition stays unsold, the winner is told', async () => {
    const { deps, clock, schedules, nft, bob, carol } = await closedAuction('pqw-lapse');
    await acceptFraudCheck(deps, bob.user.uuid, 'pqw-lapse', 17_000);
    await acceptFraudCheck(deps, carol.user.uuid, 'pqw-lapse', 19_000);
    expect((await checkout(deps, carol.user.uuid, balancePath('pqw-lapse'), payBody(190), 'c')).status).toBe(
      200,
    );

    clock.set(new Date(AFTER_END.getTime() + DAY_MS));
    const late = await checkout(deps, bob.user.uuid, balancePath('pqw-lapse'), payBody(170), 'late');
    expect(late).toMatchObject({ status: 409, body: { code: 'win_lapsed' } });

    await fireSchedule(deps, schedules.get(winLapseScheduleName('pqw-lapse'))?.target);
    expect(await getWonBid(db, 'pqw-lapse', bob.user.uuid)).toMatchObject({ status: 'lapsed' });
    expect(await getWonBid(db, 'pqw-lapse', carol.user.uuid)).toMatchObject({ status: 'paid' });
    expect(await ownerOf(db, nft, 2)).toBeNull();
    expect(await balanceOf(deps, usd(bob.user.uuid))).toBe(FUNDS);
    const lapseNotices = (await noticesOf(db, 'pqw-lapse')).filter(
      ([user, type]) => user === bob.user.uuid && type === NotificationType.bidUnsuccessful,
    );
    expect(lapseNotices).toHaveLength(1);
    // Fired again (a retry), nothing changes and nobody is told twice.
    await fireSchedule(deps, schedules.get(winLapseScheduleName('pqw-lapse'))?.target);
    expect(
      (await noticesOf(db, 'pqw-lapse')).filter(
        ([user, type]) => user === bob.user.uuid && type === NotificationType.bidUnsuccessful,
      ),
    ).toHaveLength(1);
  });
});
