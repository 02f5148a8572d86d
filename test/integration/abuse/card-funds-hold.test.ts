import { describe, expect, it } from 'vitest';
import { getFundsHold } from '../../../functions/data/funds-hold';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { postMovement } from '../../../functions/domain/ledger/post-movement';
import { AmountAboveAvailableError } from '../../../functions/domain/withdrawals/errors';
import { requestWithdrawal } from '../../../functions/domain/withdrawals/request-withdrawal';
import { signCheckoutWebhook } from '../../../functions/lib/adapters/checkout-webhook';
import {
  disputeSandboxPayment,
  SANDBOX_CARD_WEBHOOK_SECRET,
} from '../../../functions/lib/adapters/sandbox-card-processor';
import { fundsReleaseSchedule } from '../../../functions/schedules/funds-release';
import { fireSchedule } from '../../../functions/schedules/handler';
import { CARD_FUNDS_HOLD_MS, TIME_MS } from '../../../shared/domain/constants';
import { NotificationType } from '../../../shared/domain/enums';
import { saleSplit } from '../../../shared/rules/resale';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { lister } from '../cart/support';
import { putCatalogNfts } from '../collection/support';
import { ledgerViolations } from '../ledger/support';
import { balanceOf, fund, revenue, saveCard } from '../payment-service/support';
import { acceptFraudCheck, balancePath, callAs, cardPath, usdBuyBody } from '../purchases/auction-support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = catalog.nfts.find((candidate) => candidate.id === 'nft-signed-tour-poster') as NftRecord;
const FEES = { royaltyBps: nft.resaleRoyaltyBps, platformFeeBps: nft.platformFeeBps };

/** A seller past the 14-day first-withdrawal wait, identity verified, with $120.00 of old credit. */
async function agedSeller(): Promise<SignedInUser> {
  const seller = await signedInUser(deps, { verificationStatus: 'completed' });
  await fund(deps, { kind: 'credit', userUuid: seller.user.uuid }, 12_000);
  clock.advance(15 * TIME_MS.day);
  return seller;
}

/** A new item of the seller's, listed at `priceCents` (editions numbered across the file). */
const sequences = { next: 1 };
const listed = (seller: SignedInUser, priceCents: number) => lister(deps, nft, seller, sequences)(priceCents);

/** A buyer who pays the listing by card; answers the order id. */
async function boughtByCard(listingId: string, priceCents: number) {
  const buyer = await bidder(deps, 0);
  await acceptFraudCheck(deps, buyer.user.uuid, listingId, priceCents);
  const card = await saveCard(deps, buyer.user.uuid);
  const body = { price: priceCents / 100, drop: false, action: 'buy', card_id: card.cardId };
  const answer = await callAs(deps, buyer.user, cardPath(listingId), body, `card-${listingId}`);
  if (answer.status !== 200) throw new Error(`card purchase failed: ${JSON.stringify(answer.body)}`);
  return { buyer, orderId: String(answer.body.data.bid_id) };
}

const balance = async (user: SignedInUser) => (await user.call('GET', '/api/billing/balance')).body;

const withdraw = (user: SignedInUser, amountCents: number) =>
  requestWithdrawal(deps, {
    userUuid: user.user.uuid,
    source: 'credit',
    transferType: 'fiat',
    amountCents,
    destination: { provider: 'dwolla', fundingSourceId: 'funding-source-1' },
    amountField: 'amount',
  });

/** The processor's dispute of a card order's payment, delivered as its signed webhook. */
async function disputeOf(orderId: string) {
  const order = await getOrder(db, orderId);
  const signed = await disputeSandboxPayment(db, clock, String(order?.paymentId));
  if (!signed) throw new Error(`order ${orderId} has no captured payment`);
  return signed;
}

const deliver = (signed: { rawBody: string; signature: string }) =>
  callApi(deps, 'POST', '/api/webhooks/card-processor', signed.rawBody, {
    headers: { 'cko-signature': signed.signature },
  });

const notices = async (userUuid: string, type: number) =>
  (await listPendingEvents(db, 5_000)).filter(
    (event) =>
      event.type === 'NotificationRequested' &&
      event.detail.user_uuid === userUuid &&
      event.detail.notification_type === type,
  );

describe('card-funded proceeds are held before they can leave', () => {
  it("holds a card buyer's payment in the seller's credit: spendable, not withdrawable, until the window ends", async () => {
    const seller = await agedSeller();
    const { listingId } = await listed(seller, 4_000);
    const before = await balance(seller);
    expect(before.total_available_withdrawal).toBe(120);

    const { orderId } = await boughtByCard(listingId, 4_000);
    const proceeds = saleSplit(4_000, FEES).sellerCents;
    const order = await getOrder(db, orderId);
    const releaseAt = new Date(Date.parse(String(order?.createdAt)) + CARD_FUNDS_HOLD_MS).toISOString();

    const after = await balance(seller);
    expect(after.balance).toBe(120 + proceeds / 100);
    expect(after.total_available_withdrawal).toBe(120);
    expect(after.total_held).toBe(proceeds / 100);
    expect(after.held).toEqual([{ amount: proceeds / 100, available_at: releaseAt }]);
    await expect(withdraw(seller, 12_000 + proceeds)).rejects.toBeInstanceOf(AmountAboveAvailableError);
    expect((await withdraw(seller, 12_000)).amountCents).toBe(12_000);

    // The statement shows the sale's credit as held until its release date.
    const statement = (await seller.call('GET', '/api/billing/statement?account=credit')).body;
    expect(statement.results[1]).toMatchObject({
      kind: 'sale',
      amount: (proceeds / 100).toFixed(2),
      state: 'held',
      available_at: releaseAt,
      fee: (4_000 - proceeds) / 100,
    });
    expect(await getFundsHold(db, orderId)).toMatchObject({ status: 'held', releaseAt });
  });

  it('leaves money paid from a balance available at once', async () => {
    const seller = await agedSeller();
    const { listingId } = await listed(seller, 2_000);
    const buyer = await bidder(deps, 1_000_000);
    await acceptFraudCheck(deps, buyer.user.uuid, listingId, 2_000);
    expect((await callAs(deps, buyer.user, balancePath(listingId), usdBuyBody(2_000))).status).toBe(200);
    const after = await balance(seller);
    expect(after.total_held).toBe(0);
    expect(after.total_available_withdrawal).toBe(120 + saleSplit(2_000, FEES).sellerCents / 100);
  });

  it("passes the hold on when held credit is spent: a second account's sale paid from it is held too", async () => {
    const launderer = await signedInUser(deps, { verificationStatus: 'completed' });
    const { listingId } = await listed(launderer, 6_000);
    const { orderId } = await boughtByCard(listingId, 6_000);
    const releaseAt = (await getOrder(db, orderId))?.proceedsHeldUntil;
    expect(releaseAt).toBeDefined();

    const accomplice = await agedSeller();
    const second = await listed(accomplice, 4_000);
    await acceptFraudCheck(deps, launderer.user.uuid, second.listingId, 4_000);
    const paid = await callAs(
      deps,
      launderer.user,
      balancePath(second.listingId),
      usdBuyBody(4_000, 1, { source: 'credit' }),
    );
    expect(paid.status).toBe(200);
    const after = await balance(accomplice);
    expect(after.total_available_withdrawal).toBe(120);
    expect(after.held).toEqual([
      { amount: saleSplit(4_000, FEES).sellerCents / 100, available_at: releaseAt },
    ]);
  });

  it('releases a hold once at its time, telling the seller, however many sweeps race', async () => {
    const seller = await agedSeller();
    const { listingId } = await listed(seller, 3_000);
    const { orderId } = await boughtByCard(listingId, 3_000);
    await fireSchedule(deps, fundsReleaseSchedule.target);
    expect((await getFundsHold(db, orderId))?.status).toBe('held');

    clock.advance(CARD_FUNDS_HOLD_MS);
    await Promise.all([1, 2, 3].map(() => fireSchedule(deps, fundsReleaseSchedule.target)));
    expect((await getFundsHold(db, orderId))?.status).toBe('released');
    expect(await notices(seller.user.uuid, NotificationType.fundsReleased)).toHaveLength(1);
    const after = await balance(seller);
    expect(after.total_held).toBe(0);
    expect(after.total_available_withdrawal).toBe(120 + saleSplit(3_000, FEES).sellerCents / 100);
  });
});

describe('a chargeback', () => {
  it('refuses a webhook the processor did not sign, and changes nothing', async () => {
    const seller = await agedSeller();
    const { listingId } = await listed(seller, 1_500);
    const { orderId } = await boughtByCard(listingId, 1_500);
    const signed = await disputeOf(orderId);
    const forged = await deliver({ ...signed, signature: signCheckoutWebhook(signed.rawBody, 'guess') });
    expect(forged.status).toBe(401);
    const tampered = await deliver({ ...signed, rawBody: signed.rawBody.replace('1', '2') });
    expect(tampered.status).toBe(401);
    expect((await getOrder(db, orderId))?.refundedCents).toBe(0);
  });

  it("reverses the sale against the seller's held credit once, notifies both, and leaves the item with the buyer", async () => {
    const seller = await agedSeller();
    const { listingId, itemId } = await listed(seller, 4_000);
    const revenueBefore = await revenue(deps);
    const { buyer, orderId } = await boughtByCard(listingId, 4_000);
    const order = await getOrder(db, orderId);

    const signed = await disputeOf(orderId);
    expect(signed.signature).toBe(signCheckoutWebhook(signed.rawBody, SANDBOX_CARD_WEBHOOK_SECRET));
    const first = await deliver(signed);
    expect(first.body).toEqual({ outcome: 'applied' });
    const again = await deliver(signed);
    expect(again.body).toEqual({ outcome: 'duplicate' });

    expect(await balanceOf(deps, { kind: 'credit', userUuid: seller.user.uuid })).toBe(12_000);
    expect(await revenue(deps)).toBe(revenueBefore);
    expect(await getOrder(db, orderId)).toMatchObject({
      status: 'refunded',
      refundedCents: order?.totalCents,
    });
    expect((await getFundsHold(db, orderId))?.status).toBe('disputed');
    expect((await getNftItem(db, itemId))?.owner).toBe(buyer.user.uuid);
    expect(await notices(buyer.user.uuid, NotificationType.paymentDisputed)).toHaveLength(1);
    expect(await notices(seller.user.uuid, NotificationType.saleChargedBack)).toHaveLength(1);
    const after = await balance(seller);
    expect(after).toMatchObject({ total_available_withdrawal: 120, total_held: 0, owed: 0 });
    const statement = (await seller.call('GET', '/api/billing/statement?account=credit')).body;
    expect(statement.results.map((line: { kind: string }) => line.kind)).toEqual([
      'chargeback',
      'sale',
      'test-fund',
    ]);
    expect(statement.results[1].state).toBe('reversed');
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('records what the seller already spent as owed on their recovery account, never taken from revenue', async () => {
    const seller = await agedSeller();
    const { listingId } = await listed(seller, 5_000);
    const revenueBefore = await revenue(deps);
    const { orderId } = await boughtByCard(listingId, 5_000);
    const proceeds = saleSplit(5_000, FEES).sellerCents;
    // The seller spends nearly all their credit, held proceeds included, then withdraws nothing more.
    const spent = 12_000 + proceeds - 500;
    await postMovement(
      { db, now: clock.now(), newId: deps.newId },
      {
        idempotencyKey: deps.newId(),
        kind: 'order',
        legs: [
          { account: { kind: 'credit', userUuid: seller.user.uuid }, amount: -spent },
          { account: { kind: 'revenue', shard: 0 }, amount: spent },
        ],
      },
    );

    expect((await deliver(await disputeOf(orderId))).body).toEqual({ outcome: 'applied' });
    expect(await balanceOf(deps, { kind: 'credit', userUuid: seller.user.uuid })).toBe(0);
    expect(await balanceOf(deps, { kind: 'recovery', userUuid: seller.user.uuid })).toBe(-(proceeds - 500));
    expect(await revenue(deps)).toBe(revenueBefore + spent);
    expect((await balance(seller)).owed).toBe((proceeds - 500) / 100);

    // Credit that comes in later cannot be withdrawn while it is owed.
    await fund(deps, { kind: 'credit', userUuid: seller.user.uuid }, proceeds);
    expect((await balance(seller)).total_available_withdrawal).toBe(5);
    await expect(withdraw(seller, proceeds)).rejects.toBeInstanceOf(AmountAboveAvailableError);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
