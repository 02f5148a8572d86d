import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { NotificationType, TransactionKind } from '../../../shared/domain/enums';
import { getAuction } from '../../data/auction';
import { transactWrite, tryTransactWrite } from '../../data/db';
import { getNft, type NftRecord } from '../../data/nft';
import { editionId, getNftItem, platformEdition } from '../../data/nft-item';
import { getOrder, type OrderRecord } from '../../data/order';
import { recordEvent } from '../../data/outbox-event';
import {
  claimWonBidPayment,
  getWonBid,
  markWonBidPaid,
  releaseWonBidPayment,
  type WonBidRecord,
} from '../../data/won-bid';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { AppError, NotFoundError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { ItemOwnerChangedError } from '../collection/errors';
import { transferItemWrites } from '../collection/transfer-item';
import { fraudSubjectOf } from '../fraud/checks';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { primaryDeliveryEvent } from '../market/market-event';
import { chargeOrder } from '../payments/charge-order';
import type { ChargeChallenge, ChargeOrderResult } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { refundOrder } from '../payments/refund-order';
import { PriceChangedError, PurchaseDeclinedError } from '../purchases/errors';
import { assertFraudCleared } from '../purchases/fraud-gate';
import { WinNotFoundError, WinPaymentClosedError, WinPaymentInProgressError } from './errors';

export interface PayWinInput {
  auctionId: string;
  userUuid: string;
  method: PaymentChoice;
  /** The price the winner saw: must be their winning bid. */
  priceCents: number;
  /** The Idempotency-Key header (or a key made for the call): a retry with the same key never charges twice. */
  idempotencyKey: string;
  /** The winner saw the fraud check's warning and chose to continue. */
  continueDespiteWarning: boolean;
  /** The site the winner is on, where a 3-D Secure challenge returns (SITE_URL when absent). */
  siteUrl?: string;
}

export interface PaidWin {
  status: 'paid';
  orderId: string;
  nft: NftRecord;
  itemId: string;
  edition: number;
  replayed: boolean;
}

/** Paid, or the card needs 3-D Secure first (the same call with the same key after it answers the result). */
export type PayWinOutcome = PaidWin | ChargeChallenge;

const WIN_ORDER_PREFIX = 'win:';

/**
 * The order paying a win: one per winner, auction and Idempotency-Key. It names
 * the auction, so a card order settled after its 3-D Secure challenge finds its win (`finishWinOrder`).
 */
export const winOrderId = (auctionId: string, userUuid: string, idempotencyKey: string) =>
  `${WIN_ORDER_PREFIX}${auctionId}:${createHash('sha256').update(`${userUuid}\n${idempotencyKey}`).digest('hex').slice(0, 32)}`;

export const auctionOfWinOrder = (orderId: string): string | null =>
  orderId.startsWith(WIN_ORDER_PREFIX)
    ? (orderId.slice(WIN_ORDER_PREFIX.length).split(':')[0] ?? null)
    : null;

/**
 * Pays a pre-qualified auction's pending win (spec part 2 §7 prequalified_checkout and card_checkout/bid): only
 * its winner, before its due time, at the winning bid's price, with a finished fraud check. The win first names
 * the paying order (so two payments never both charge), then the order is charged, then one transaction marks
 * the win paid, gives the winner the edition and tells them. A refused charge frees the win for another try; a
 * win that lapsed while its charge went through is refunded. A retry (same key, concurrent or not) charges once
 * and answers the first result; any call on a paid win answers its result.
 */
export async function payWin(deps: Deps, input: PayWinInput): Promise<PayWinOutcome> {
  const win = await getWonBid(deps.db, input.auctionId, input.userUuid);
  if (!win) throw new WinNotFoundError();
  const nft = await getNft(deps.db, win.nftId);
  if (!nft) throw new NotFoundError();
  if (win.status === 'paid' && win.orderId) return paidOutcome(win, win.orderId, nft, true);
  if (win.status === 'lapsed' || deps.clock.now() >= new Date(win.dueAt)) throw new WinPaymentClosedError();
  if (input.priceCents !== win.amountCents) throw new PriceChangedError();

  const orderId = winOrderId(win.auctionId, win.userId, input.idempotencyKey);
  if (win.orderId !== orderId) {
    if (win.orderId !== null) throw new WinPaymentInProgressError();
    await assertFraudCleared(
      deps,
      win.userId,
      fraudSubjectOf(win.auctionId, false),
      win.amountCents,
      input.continueDespiteWarning,
    );
    const at = deps.clock.now().toISOString();
    if (!(await tryTransactWrite(deps.db, [claimWonBidPayment(deps.db, win, orderId, input.method, at)])))
      return settledElsewhere(deps, win, orderId, nft);
  }
  const charged = await charge(deps, win, orderId, input.method, input.siteUrl);
  if (charged.status === 'challenge') return charged;
  return deliver(deps, win, nft, charged.order);
}

/**
 * The recovery sweep's end for a win whose payment its request left under way: charges the win's order as the
 * checkout would have (once: the order id is the same), then delivers the edition, frees the win when the payment
 * is refused, or refunds a payment that went through after the win lapsed. A challenge still open is left to the
 * 3-d-secure workflow.
 */
export async function resumeWinPayment(deps: Deps, win: WonBidRecord): Promise<void> {
  if (win.status === 'paid' || !win.orderId || !win.method) return;
  if (win.status === 'lapsed' && !(await getOrder(deps.db, win.orderId))) return;
  const charged = await charge(deps, win, win.orderId, win.method);
  if (charged.status === 'paid') await finishWinOrder(deps, charged.order);
}

/**
 * Finishes the win a settled order pays, when it pays one (its 3-D Secure challenge ended without the winner's
 * retry, or the lapse found it paid): a paid order delivers the edition, a declined one frees the win.
 */
export async function finishWinOrder(deps: Deps, order: OrderRecord): Promise<void> {
  const auctionId = auctionOfWinOrder(order.id);
  if (auctionId === null || order.status === 'pending') return;
  const win = await getWonBid(deps.db, auctionId, order.userUuid);
  if (!win || win.orderId !== order.id || win.status === 'paid') return;
  if (order.status === 'declined') {
    await tryTransactWrite(deps.db, [
      releaseWonBidPayment(deps.db, win, order.id, deps.clock.now().toISOString()),
    ]);
    return;
  }
  if (win.status === 'lapsed') return refundLapsed(deps, order);
  const nft = await getNft(deps.db, win.nftId);
  if (!nft) throw new NotFoundError();
  await deliver(deps, win, nft, order);
}

/** A claim that failed its condition: the win was paid, lapsed or taken by another payment meanwhile. */
async function settledElsewhere(
  deps: Deps,
  seen: WonBidRecord,
  orderId: string,
  nft: NftRecord,
): Promise<PayWinOutcome> {
  const win = await getWonBid(deps.db, seen.auctionId, seen.userId);
  if (win?.status === 'paid' && win.orderId)
    return paidOutcome(win, win.orderId, nft, win.orderId === orderId);
  if (win?.status === 'lapsed') throw new WinPaymentClosedError();
  throw new WinPaymentInProgressError();
}

/** Charges the win's order; a refused or declined payment frees the win for another try. */
async function charge(
  deps: Deps,
  win: WonBidRecord,
  orderId: string,
  method: PaymentChoice,
  siteUrl?: string,
): Promise<Extract<ChargeOrderResult, { status: 'paid' | 'challenge' }>> {
  const auction = await getAuction(deps.db, win.auctionId);
  if (!auction) throw new NotFoundError();
  const release = () =>
    tryTransactWrite(deps.db, [releaseWonBidPayment(deps.db, win, orderId, deps.clock.now().toISOString())]);
  let result: ChargeOrderResult;
  try {
    result = await chargeOrder(deps, {
      orderId,
      userUuid: win.userId,
      method,
      priceCents: win.amountCents,
      kind: TransactionKind.bid,
      title: auction.title,
      items: [{ type: 'nft', id: win.nftId, edition: win.edition }],
      requireAmex: auction.amexOnly,
      siteUrl,
    });
  } catch (error) {
    // A refusal (short balance, paused or unavailable card) moved no money; a reused key is another payment's.
    if (error instanceof AppError && !(error instanceof IdempotencyKeyReusedError)) await release();
    throw error;
  }
  if (result.status !== 'declined') return result;
  await release();
  throw new PurchaseDeclinedError();
}

/**
 * Marks the win paid, gives the winner their edition and tells them, in one transaction. A twin that delivered
 * first: answer its result. A win that lapsed after its charge: the charge is refunded.
 */
async function deliver(deps: Deps, win: WonBidRecord, nft: NftRecord, order: OrderRecord): Promise<PaidWin> {
  const item =
    (await getNftItem(deps.db, editionId(nft.id, win.edition))) ?? platformEdition(nft, win.edition);
  // The edition moves with the win's payment mark: already theirs by this order, a twin delivered it.
  if (item.owner === win.userId && item.acquisition?.orderId === order.id)
    return paidOutcome(win, order.id, nft, true);
  if (item.owner !== null) throw new ItemOwnerChangedError(item.id);
  const now = deps.clock.now();
  const { amountCents, coin, coinMicros, method, last4 } = order.lineItem;
  const notice = newEvent(deps, 'NotificationRequested', {
    user_uuid: win.userId,
    notification_type: NotificationType.nftBought,
    subject: nft.title,
    auction: { id: win.auctionId, title: order.title },
    extra: { nft_uuid: nft.id, nft_item_uuid: item.id },
  });
  try {
    await transactWrite(deps.db, [
      markWonBidPaid(deps.db, win, order.id, now.toISOString()),
      ...transferItemWrites(deps.db, {
        nft,
        item,
        to: win.userId,
        how: 'bid',
        orderId: order.id,
        lineItem: { amountCents, coin, coinMicros, method, last4 },
        transferId: deps.newId(),
        now,
      }),
      recordEvent(deps.db, notice),
      recordEvent(
        deps.db,
        primaryDeliveryEvent(deps, {
          how: 'bid',
          toUuid: win.userId,
          unitPriceCents: amountCents,
          editions: [{ nftId: nft.id, itemId: item.id, sequence: item.sequence }],
        }),
      ),
    ]);
    deps.metrics.count(businessMetrics.purchaseCompleted, { kind: 'win' });
    return paidOutcome(win, order.id, nft, false);
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const current = await getWonBid(deps.db, win.auctionId, win.userId);
    if (current?.status === 'paid' && current.orderId === order.id)
      return paidOutcome(win, order.id, nft, true);
    if (current?.status === 'lapsed') {
      await refundLapsed(deps, order);
      throw new WinPaymentClosedError();
    }
    throw error;
  }
}

/** A payment that went through after its win lapsed gives the money back (once, whoever gets here). */
async function refundLapsed(deps: Deps, order: OrderRecord): Promise<void> {
  await refundOrder(deps, { orderId: order.id, idempotencyKey: 'win-lapsed' });
}

const paidOutcome = (win: WonBidRecord, orderId: string, nft: NftRecord, replayed: boolean): PaidWin => ({
  status: 'paid',
  orderId,
  nft,
  itemId: editionId(nft.id, win.edition),
  edition: win.edition,
  replayed,
});
