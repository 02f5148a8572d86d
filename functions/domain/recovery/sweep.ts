import {
  AUCTION_PURCHASE_ENTITY,
  auctionPurchaseFromItem,
  getAuctionPurchase,
} from '../../data/auction-purchase';
import { CART_ORDER_ENTITY, cartOrderFromItem } from '../../data/cart-order';
import { CRYPTO_REFUND_ENTITY, cryptoRefundFromItem, getCryptoRefund } from '../../data/crypto-refund';
import { type Item, tryTransactWrite } from '../../data/db';
import { DRAW_ENTITY, drawFromItem } from '../../data/draw';
import { FUSION_ENTITY, fusionFromItem } from '../../data/fusion';
import { GIFT_ENTITY, giftFromItem } from '../../data/gift';
import { NFT_EXPORT_ENTITY, nftExportFromItem } from '../../data/nft-export';
import { OFFER_ENTITY, offerFromItem } from '../../data/offer';
import { getOrder, ORDER_ENTITY, orderFromItem } from '../../data/order';
import { getPurchase, PACK_PURCHASE_ENTITY, purchaseFromItem } from '../../data/purchase';
import { leaveRecoveryIndex, listUnfinishedWork } from '../../data/recovery-index';
import { STOREFRONT_NFT_ENTITY, storefrontNftFromItem } from '../../data/storefront-nft';
import { WITHDRAWAL_ENTITY, withdrawalFromItem } from '../../data/withdrawal';
import { getWonBid, WON_BID_ENTITY, wonBidFromItem } from '../../data/won-bid';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { resumeCartOrder } from '../cart/run-cart-order';
import { resumeClaim } from '../claims/claim-auction';
import { completeCryptoRefund } from '../crypto/refund';
import { closeDraw } from '../draws/close-draw';
import { resumeExport } from '../export/resume-export';
import { resumeFusion } from '../fusion/resume-fusion';
import { resumeGift } from '../gifts/resume-gift';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { resumeOffer } from '../offers/resume-offer';
import { chargeBackOrder } from '../payments/charge-back-order';
import { refundOrder } from '../payments/refund-order';
import { resumeAuctionPurchase } from '../purchases/buy-auction';
import { resumePackPurchase } from '../purchases/buy-pack';
import { resumeResalePurchase } from '../resale/buy-listing';
import { resumeStorefrontMint } from '../storefront/start-mint';
import { resumeWithdrawal } from '../withdrawals/resume-withdrawal';
import { resumeWinPayment } from '../won-bids/pay-win';

/** Work looked at per index shard and sweep; the rest waits for the next sweep (one a minute). */
const BATCH_PER_SHARD = 25;
/** Items finished at once: each is a few reads and at most one payment and one transaction. */
const CONCURRENCY = 4;

export interface SweepReport {
  /** Unfinished work older than the lease that the sweep looked at. */
  found: number;
  /** Of those, how many failed (logged; the next sweep tries again). */
  failed: number;
}

/**
 * The recovery sweep: finds the work that moves money or items and is still unfinished `leaseMs` after it began
 * (reserved purchases and claims, win payments, refunds, crypto sends), and takes each to its end as its request would
 * have, through the same idempotent steps: charged once by its order id and delivered, or given back when the
 * payment is refused; a crypto send asked again by its reference. A sweep racing the buyer's retry, or two sweeps
 * at once, are twins of one request: every step is conditional, so nothing is charged, delivered or given back
 * twice. The lease is longer than any request may run (API_TIMEOUT_SECONDS), so a live request is never raced.
 */
export async function sweepUnfinishedWork(deps: Deps, leaseMs: number): Promise<SweepReport> {
  const startedBefore = new Date(deps.clock.now().getTime() - leaseMs);
  const work = await listUnfinishedWork(deps.db, startedBefore, BATCH_PER_SHARD);
  let failed = 0;
  let next = 0;
  const worker = async () => {
    for (let item = work[next++]; item; item = work[next++]) {
      try {
        await finish(deps, item);
      } catch (error) {
        failed++;
        deps.logger.error('recovery sweep could not finish', {
          pk: item.pk,
          entity: item.entity,
          error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (work.length > 0) deps.logger.info('recovery sweep', { found: work.length, failed });
  return { found: work.length, failed };
}

/**
 * Finishes one item, read again strongly (the index is eventually consistent). A refusal (AppError: declined,
 * short balance, card gone) already gave the reservation back: that is the item's end, not a failure. A reused
 * key gives nothing back (the order belongs to another request): ops must look, so it counts as failed.
 */
async function finish(deps: Deps, item: Item): Promise<void> {
  const work = String(item.entity);
  try {
    await resume(deps, item);
    deps.metrics.count(businessMetrics.sweepRepair, { work, outcome: 'finished' });
  } catch (error) {
    if (!(error instanceof AppError) || error instanceof IdempotencyKeyReusedError) throw error;
    deps.logger.info('recovery sweep gave back a refused purchase', { pk: item.pk, code: error.code });
    deps.metrics.count(businessMetrics.sweepRepair, { work, outcome: 'given_back' });
  }
}

async function resume(deps: Deps, item: Item): Promise<void> {
  switch (item.entity) {
    case PACK_PURCHASE_ENTITY: {
      const purchase = await getPurchase(deps.db, purchaseFromItem(item).orderId);
      if (purchase?.status === 'reserved') await resumePackPurchase(deps, purchase);
      return;
    }
    case AUCTION_PURCHASE_ENTITY: {
      const purchase = await getAuctionPurchase(deps.db, auctionPurchaseFromItem(item).orderId);
      if (purchase?.status !== 'reserved') return;
      const resumeBy = { claim: resumeClaim, buy: resumeAuctionPurchase, resale: resumeResalePurchase };
      await resumeBy[purchase.how](deps, purchase);
      return;
    }
    case WON_BID_ENTITY:
      return resumeWin(deps, item);
    case CART_ORDER_ENTITY:
      // A cart order still reserving or paying: reserve, charge once by its id and deliver, or give back.
      return resumeCartOrder(deps, cartOrderFromItem(item).id);
    case ORDER_ENTITY: {
      // A refund (or chargeback) reserved on the order and not done: the same key finishes it (its movement and
      // the card refund are idempotent by it).
      const order = await getOrder(deps.db, orderFromItem(item).id);
      const pending = Object.entries(order?.refunds ?? {}).filter(
        ([, refund]) => refund.status === 'pending',
      );
      for (const [idempotencyKey, { disputeId }] of pending) {
        const orderId = String(order?.id);
        if (disputeId) await chargeBackOrder(deps, { orderId, idempotencyKey, disputeId });
        else await refundOrder(deps, { orderId, idempotencyKey });
      }
      return;
    }
    case CRYPTO_REFUND_ENTITY: {
      const refund = await getCryptoRefund(deps.db, cryptoRefundFromItem(item).refundId);
      if (refund) await completeCryptoRefund(deps, refund);
      return;
    }
    case NFT_EXPORT_ENTITY:
      // An export whose workflow may not have started (its request stopped after holding the item).
      return resumeExport(deps, nftExportFromItem(item).id, String(item.gsi3sk));
    case GIFT_ENTITY:
      // A gift's fee payment left unfinished, or a gift unclaimed at its return time.
      return resumeGift(deps, giftFromItem(item).id);
    case FUSION_ENTITY:
      // A fusion whose workflow may not have started (its request stopped after sending the items to the fuser).
      return resumeFusion(deps, fusionFromItem(item).id, String(item.gsi3sk));
    case STOREFRONT_NFT_ENTITY:
      // A storefront mint whose workflow may not have started (its request stopped after it started minting).
      return resumeStorefrontMint(deps, storefrontNftFromItem(item).uuid, String(item.gsi3sk));
    case OFFER_ENTITY:
      // An offer being placed, being accepted, or ended with its hold not released yet.
      return resumeOffer(deps, offerFromItem(item).id);
    case DRAW_ENTITY:
      // A draw past its close whose schedule never fired or stopped before every registration was settled.
      await closeDraw(deps, drawFromItem(item).packId);
      return;
    case WITHDRAWAL_ENTITY:
      // A withdrawal whose payout batch should have started its workflow by now (indexed by batch time).
      return resumeWithdrawal(deps, withdrawalFromItem(item).id, String(item.gsi3sk));
    default:
      throw new Error(`The recovery index holds an unknown entity ${String(item.entity)}`);
  }
}

/**
 * A win whose payment is under way. Paying or freeing it takes it out of the index; a lapsed win stays in until
 * its payment ended (refunded if it went through), so the sweep takes it out then.
 */
async function resumeWin(deps: Deps, item: Item): Promise<void> {
  const seen = wonBidFromItem(item);
  const win = await getWonBid(deps.db, seen.auctionId, seen.userId);
  if (!win) return;
  await resumeWinPayment(deps, win);
  const order = win.orderId ? await getOrder(deps.db, win.orderId) : undefined;
  if (win.status === 'lapsed' && order?.status !== 'pending')
    await tryTransactWrite(deps.db, [
      leaveRecoveryIndex(deps.db, { pk: String(item.pk), sk: String(item.sk) }, String(item.gsi3sk)),
    ]);
}
