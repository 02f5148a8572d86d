import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getAuctionClose, listCloseSteps } from '../../../functions/data/auction-close';
import { listAuctionBids, putPreQualifiedBidder } from '../../../functions/data/bid';
import { type Db, transactWrite } from '../../../functions/data/db';
import { getOrder } from '../../../functions/data/order';
import { getHold } from '../../../functions/data/payment-hold';
import { closeAuction } from '../../../functions/domain/auction-close/close-auction';
import {
  auctionCloseScheduleName,
  scheduleAuctionClose,
} from '../../../functions/domain/auction-close/schedules';
import { closeOrderId } from '../../../functions/domain/auction-close/settle-winner';
import { releaseHold } from '../../../functions/domain/payments/release-hold';
import { fireSchedule } from '../../../functions/schedules/handler';
import { AuctionType, NotificationType, PaymentMethod } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bidder, END, usdBalances } from '../bids/support';
import { movementsOf } from '../payment-service/support';
import { addTestCard } from '../payments/support';
import { closableAuction, noticesOf, ownerOf, placeUsdBid } from './support';

const FUNDS = 100_000;
const AFTER_END = new Date(new Date(END).getTime() + 1_000);
const closeNotices = async (db: Db, auctionId: string) =>
  (await noticesOf(db, auctionId)).filter(
    ([, type]) => type === NotificationType.winner || type === NotificationType.bidUnsuccessful,
  );
const sorted = (pairs: [string, number][]) => [...pairs].sort((a, b) => a[0].localeCompare(b[0]));

/** A tiered auction of 3 editions with 5 USD bidders at $100, $110, ... $140: the last 3 win, best first. */
async function tieredAuction(db: Db, id: string) {
  const { deps, clock } = createTestDeps(db);
  const { nft } = await closableAuction(deps, id, { auctionType: AuctionType.tiered, initialQuantity: 3 });
  const users = [];
  for (const dollars of [100, 110, 120, 130, 140]) {
    const user = await bidder(deps, FUNDS);
    await placeUsdBid(user, id, dollars);
    users.push({ user, cents: dollars * 100 });
  }
  const winners = users.slice(2).reverse();
  const losers = users.slice(0, 2);
  return { deps, clock, nft, winners, losers };
}

/** Every winner holds the edition of their rank, paid once; every loser has all their money back. */
async function expectSettled(db: Db, id: string, setup: Awaited<ReturnType<typeof tieredAuction>>) {
  const { deps, nft, winners, losers } = setup;
  for (const [index, { user, cents }] of winners.entries()) {
    expect(await ownerOf(db, nft, index + 1)).toBe(user.user.uuid);
    expect(await usdBalances(deps, user.user.uuid)).toEqual({ usd: FUNDS - cents, held: 0 });
    const order = await getOrder(db, closeOrderId(id, user.user.uuid));
    expect(order).toMatchObject({ status: 'paid', priceCents: cents, userUuid: user.user.uuid });
    expect(await movementsOf(db, `hold:${order?.holdId}:capture`)).toHaveLength(1);
  }
  expect(await ownerOf(db, nft, winners.length + 1)).toBeNull();
  for (const { user } of losers) {
    expect(await usdBalances(deps, user.user.uuid)).toEqual({ usd: FUNDS, held: 0 });
  }
  expect(sorted(await closeNotices(db, id))).toEqual(
    sorted([
      ...winners.map(({ user }): [string, number] => [user.user.uuid, NotificationType.winner]),
      ...losers.map(({ user }): [string, number] => [user.user.uuid, NotificationType.bidUnsuccessful]),
    ]),
  );
  expect((await getAuctionClose(db, id))?.status).toBe('closed');
}

/** A db whose client fails the first transaction writing edition `sequence` of `nftId`, once. */
function failingOnTransfer(db: Db, nftId: string, sequence: number): Db {
  let failed = false;
  const send = (command: { input?: { TransactItems?: { Put?: { Item?: Record<string, unknown> } }[] } }) => {
    const writesEdition = (command.input?.TransactItems ?? []).some(
      (item) => item.Put?.Item?.entity === 'nft-item' && item.Put.Item.id === `${nftId}-${sequence}`,
    );
    if (writesEdition && !failed) {
      failed = true;
      return Promise.reject(new Error('injected failure'));
    }
    return db.client.send(command as never);
  };
  return { tableName: db.tableName, client: { send } as unknown as DynamoDBDocumentClient };
}

describe('closeAuction', async () => {
  const db = await createTestDb();

  it('closes a standard auction: the best bid captured and given edition 1, the others released, all told', async () => {
    const { deps, clock } = createTestDeps(db);
    const { nft } = await closableAuction(deps, 'standard');
    const alice = await bidder(deps, FUNDS);
    const added = await addTestCard(deps, alice);
    const cardBid = { bidValue: 150, payment: PaymentMethod.card, paymentId: added.body.card.id };
    expect((await alice.call('POST', '/api/auction/standard/bid', cardBid)).status).toBe(200);
    const bob = await bidder(deps, FUNDS);
    await placeUsdBid(bob, 'standard', 160);
    await placeUsdBid(bob, 'standard', 170);
    const carol = await bidder(deps, FUNDS);
    await placeUsdBid(carol, 'standard', 200);

    expect(await closeAuction(deps, 'standard')).toEqual({ status: 'notDue', ends: new Date(END) });
    expect(await getAuctionClose(db, 'standard')).toBeUndefined();

    clock.set(AFTER_END);
    const outcome = await closeAuction(deps, 'standard');
    expect(outcome.status).toBe('closed');
    expect(await ownerOf(db, nft, 1)).toBe(carol.user.uuid);
    expect(await ownerOf(db, nft, 2)).toBeNull();
    const order = await getOrder(db, closeOrderId('standard', carol.user.uuid));
    expect(order).toMatchObject({ status: 'paid', priceCents: 20_000, title: 'Auction standard' });
    expect(order?.items).toEqual([{ type: 'nft', id: nft.id, edition: 1 }]);
    expect(await usdBalances(deps, carol.user.uuid)).toEqual({ usd: FUNDS - 20_000, held: 0 });
    expect(await usdBalances(deps, bob.user.uuid)).toEqual({ usd: FUNDS, held: 0 });
    const bids = await listAuctionBids(db, 'standard');
    const aliceBid = bids.find((bid) => bid.userId === alice.user.uuid);
    expect((await getHold(db, aliceBid?.holdId ?? ''))?.status).toBe('released');
    expect(sorted(await closeNotices(db, 'standard'))).toEqual(
      sorted([
        [carol.user.uuid, NotificationType.winner],
        [alice.user.uuid, NotificationType.bidUnsuccessful],
        [bob.user.uuid, NotificationType.bidUnsuccessful],
      ]),
    );

    // Closing again changes nothing.
    await closeAuction(deps, 'standard');
    expect(await closeNotices(db, 'standard')).toHaveLength(3);
    expect(await usdBalances(deps, carol.user.uuid)).toEqual({ usd: FUNDS - 20_000, held: 0 });
  });

  it('closes a tiered auction: the top 3 bids get editions 1-3 by rank, each charged its bid', async () => {
    const setup = await tieredAuction(db, 'tiered');
    setup.clock.set(AFTER_END);
    await closeAuction(setup.deps, 'tiered');
    await expectSettled(db, 'tiered', setup);
  });

  it('finishes a close that failed half-way when retried: every edition one owner, every winner charged once', async () => {
    const setup = await tieredAuction(db, 'retried');
    setup.clock.set(AFTER_END);
    // The second winner is charged, then their transfer fails.
    const failing = { ...setup.deps, db: failingOnTransfer(db, setup.nft.id, 2) };
    await expect(closeAuction(failing, 'retried')).rejects.toThrow('injected failure');
    const [first, second] = setup.winners;
    expect(await ownerOf(db, setup.nft, 1)).toBe(first?.user.user.uuid);
    expect(await ownerOf(db, setup.nft, 2)).toBeNull();
    expect((await getOrder(db, closeOrderId('retried', second?.user.user.uuid ?? '')))?.status).toBe('paid');
    expect((await listCloseSteps(db, 'retried')).map((step) => step.userId)).toEqual([first?.user.user.uuid]);
    expect((await getAuctionClose(db, 'retried'))?.status).toBe('closing');

    await closeAuction(setup.deps, 'retried');
    await expectSettled(db, 'retried', setup);
  });

  it('gives the same result when two closes run at once', async () => {
    const setup = await tieredAuction(db, 'concurrent');
    setup.clock.set(AFTER_END);
    const outcomes = await Promise.all([
      closeAuction(setup.deps, 'concurrent'),
      closeAuction(setup.deps, 'concurrent'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['closed', 'closed']);
    await expectSettled(db, 'concurrent', setup);
  });

  it('takes the slot from a winner whose hold cannot be captured: nobody moves up, the edition stays', async () => {
    const { deps, clock } = createTestDeps(db);
    const { nft } = await closableAuction(deps, 'declined');
    const alice = await bidder(deps, FUNDS);
    await placeUsdBid(alice, 'declined', 150);
    const bob = await bidder(deps, FUNDS);
    await placeUsdBid(bob, 'declined', 200);
    const bobBid = (await listAuctionBids(db, 'declined')).find((bid) => bid.userId === bob.user.uuid);
    await releaseHold(deps, { holdId: bobBid?.holdId ?? '' });

    clock.set(AFTER_END);
    await closeAuction(deps, 'declined');
    expect(await ownerOf(db, nft, 1)).toBeNull();
    expect(await getOrder(db, closeOrderId('declined', bob.user.uuid))).toBeUndefined();
    expect(await usdBalances(deps, bob.user.uuid)).toEqual({ usd: FUNDS, held: 0 });
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: FUNDS, held: 0 });
    expect(
      (await listCloseSteps(db, 'declined')).find((step) => step.userId === bob.user.uuid)?.outcome,
    ).toBe('declined');
    expect(sorted(await closeNotices(db, 'declined'))).toEqual(
      sorted([
        [bob.user.uuid, NotificationType.bidUnsuccessful],
        [alice.user.uuid, NotificationType.bidUnsuccessful],
      ]),
    );
  });

  it('leaves a pre-qualified winner to pay within 24 hours: no hold, nothing is transferred yet', async () => {
    const { deps, clock } = createTestDeps(db);
    const { nft } = await closableAuction(deps, 'prequalified', {
      auctionType: AuctionType.preQualified,
      initialQuantity: 1,
    });
    const alice = await bidder(deps, FUNDS);
    await transactWrite(db, [putPreQualifiedBidder(db, 'prequalified', alice.user.uuid, END)]);
    await placeUsdBid(alice, 'prequalified', 150);

    clock.set(AFTER_END);
    await closeAuction(deps, 'prequalified');
    const close = await getAuctionClose(db, 'prequalified');
    expect(close?.paymentDueAt).toBe(new Date(AFTER_END.getTime() + 24 * 3_600_000).toISOString());
    expect(await ownerOf(db, nft, 1)).toBeNull();
    expect(await usdBalances(deps, alice.user.uuid)).toEqual({ usd: FUNDS, held: 0 });
    expect(await closeNotices(db, 'prequalified')).toEqual([[alice.user.uuid, NotificationType.winner]]);
  });

  it('is scheduled at the end and run by the auction-close schedule', async () => {
    const { deps, clock, schedules } = createTestDeps(db);
    const { auction, nft } = await closableAuction(deps, 'scheduled');
    const alice = await bidder(deps, FUNDS);
    await placeUsdBid(alice, 'scheduled', 150);
    await scheduleAuctionClose(deps, auction);
    const schedule = schedules.get(auctionCloseScheduleName('scheduled'));
    expect(schedule && 'at' in schedule ? schedule.at : null).toEqual(new Date(END));

    clock.set(AFTER_END);
    await fireSchedule(deps, schedule?.target);
    expect(await ownerOf(db, nft, 1)).toBe(alice.user.uuid);
  });
});
