import { createHash } from 'node:crypto';
import { NotificationType } from '../../../shared/domain/enums';
import {
  type BuyKind,
  type ClaimKind,
  perAccountLimit,
  Rejection,
  refuse,
} from '../../../shared/rules/auctions';
import { type AuctionRecord, markAuctionSoldOut, reopenSoldOutAuction } from '../../data/auction';
import {
  type AuctionPurchaseRecord,
  countAcquired,
  finishAuctionPurchase,
  getAuctionPurchase,
  reserveAuctionPurchase,
  uncountAcquired,
} from '../../data/auction-purchase';
import { cancellationCodes, transactWrite, tryTransactWrite } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import type { LineItemRecord } from '../../data/nft-item';
import { recordEvents } from '../../data/outbox-event';
import {
  assertShardEmpty,
  assertShardHasUnits,
  readShards,
  returnUnits,
  STOCK_SHARDS,
} from '../../data/stock-shard';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { transferItemWrites } from '../collection/transfer-item';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { primaryDeliveryEvent } from '../market/market-event';
import { endedListingOfSale, listingEndWrites } from '../storefront/listing-end';
import { pause } from './pack-stock';
import { saleEditions } from './sale-editions';
import { SaleRefusedError } from './sale-errors';
import { reserveUnits, unitsLeft } from './stock';

/** A Buy Now or a free claim: the kind of auction it sells from. */
export type SaleKind = BuyKind | ClaimKind;

/** Deliveries that lost an edition to another buyer pick again, up to this many times. */
const DELIVERY_TRIES = 12;

export const stockIdOf = (auction: Pick<AuctionRecord, 'id'>) => `AUCTION#${auction.id}`;

const isOpenEdition = (kind: SaleKind) => kind.mode === 'buy' && kind.supply === 'open';

/** The sharded stock a sale takes from, split from the units available when it is first used; null: open. */
const stockOf = (auction: AuctionRecord, kind: SaleKind) =>
  isOpenEdition(kind) ? null : { id: stockIdOf(auction), quantity: auction.availableQuantity };

/** Units still for sale: none once sold out, else the stock's shards (an open edition: the record's figure). */
async function availableUnits(deps: Deps, auction: AuctionRecord, kind: SaleKind): Promise<number> {
  if (auction.soldOut) return 0;
  const stock = stockOf(auction, kind);
  return stock ? unitsLeft(deps.db, stock.id, stock.quantity) : auction.availableQuantity;
}

/** The order id of a sale: one per buyer and Idempotency-Key, else a new one for every call. */
export const saleOrderId = (
  how: AuctionPurchaseRecord['how'],
  userUuid: string,
  idempotencyKey: string | undefined,
  newId: () => string,
) =>
  `${how}:${idempotencyKey ? createHash('sha256').update(`${how}\n${userUuid}\n${idempotencyKey}`).digest('hex').slice(0, 40) : newId()}`;

/** What a buy or a claim asks for; the reservation adds the rest of the purchase record. */
export type SaleRequest = Pick<
  AuctionPurchaseRecord,
  'orderId' | 'userUuid' | 'how' | 'quantity' | 'unitPriceCents' | 'method' | 'fingerprint'
>;

/**
 * Reserves the sale's units (never more than the stock, whatever the rush) with the purchase record and the
 * buyer's count (never past the per-account limit, even for one user's racing requests) in one transaction.
 * Answers the purchase, or the twin's record when a request with the same order id holds it already (refused
 * when the twin asked for something else).
 */
export async function reserveSale(
  deps: Deps,
  auction: AuctionRecord,
  kind: SaleKind,
  request: SaleRequest,
): Promise<AuctionPurchaseRecord> {
  const limit = perAccountLimit(kind, auction.maxPerAccount);
  const now = deps.clock.now().toISOString();
  const draft: Omit<AuctionPurchaseRecord, 'takes'> = {
    ...request,
    auctionId: auction.id,
    status: 'reserved',
    items: [],
    createdAt: now,
    updatedAt: now,
  };
  let purchase: AuctionPurchaseRecord = { ...draft, takes: [] };
  const reservation = await reserveUnits(deps, stockOf(auction, kind), draft.quantity, (takes) => {
    purchase = { ...draft, takes };
    return [
      reserveAuctionPurchase(deps.db, purchase),
      countAcquired(deps.db, auction.id, draft.userUuid, draft.quantity, limit),
    ];
  });
  if (reservation.status === 'reserved') return purchase;
  if (reservation.status === 'short') {
    throw new SaleRefusedError(
      reservation.left === 0
        ? refuse(Rejection.soldOut)
        : refuse(Rejection.quantityNotAvailable, { available: reservation.left }),
    );
  }
  const [purchaseCode, limitCode] = reservation.codes;
  if (purchaseCode === 'ConditionalCheckFailed') {
    const twin = await getAuctionPurchase(deps.db, draft.orderId);
    if (twin && twin.fingerprint !== draft.fingerprint) throw new IdempotencyKeyReusedError(draft.orderId);
    if (twin) return twin;
  }
  if (limitCode === 'ConditionalCheckFailed')
    throw new SaleRefusedError(refuse(Rejection.purchaseLimitReached));
  throw new Error(`Sale ${draft.orderId} refused its reservation: ${reservation.codes.join(', ')}`);
}

/** Gives a refused payment's units and count back; the purchase turns 'released' in the same transaction. */
export async function releaseSale(deps: Deps, purchase: AuctionPurchaseRecord): Promise<void> {
  const stockId = stockIdOf({ id: purchase.auctionId });
  const released = await tryTransactWrite(deps.db, [
    finishAuctionPurchase(deps.db, purchase.orderId, 'released', [], deps.clock.now().toISOString()),
    uncountAcquired(deps.db, purchase.auctionId, purchase.userUuid, purchase.quantity),
    ...purchase.takes.map((take) => returnUnits(deps.db, stockId, take.shard, take.units)),
  ]);
  // Another sale may have marked the auction sold out while these units were reserved: on sale again, unless
  // the units were taken meanwhile (that sale's delivery marks it sold out again if they were the last).
  if (released && purchase.takes.length > 0)
    await tryTransactWrite(deps.db, [
      ...purchase.takes.map((take) => assertShardHasUnits(deps.db, stockId, take.shard)),
      reopenSoldOutAuction(deps.db, purchase.auctionId),
    ]);
}

/**
 * Picks the sale's editions and, in one transaction, gives them to the buyer, completes the purchase and asks
 * for the buyer's notification. An edition another buyer got first cancels it: pick again. A twin that completed
 * first: answer its record. The last unit sold marks the auction sold out.
 */
export async function deliverSale(
  deps: Deps,
  auction: AuctionRecord,
  kind: SaleKind,
  nft: NftRecord,
  purchase: AuctionPurchaseRecord,
  lineItem: LineItemRecord,
): Promise<AuctionPurchaseRecord> {
  for (let attempt = 1; attempt <= DELIVERY_TRIES; attempt++) {
    const editions = await saleEditions(deps.db, kind, stockIdOf(auction), nft, purchase.quantity, attempt);
    if (editions.length < purchase.quantity) throw new Error(`Auction ${auction.id} has run out of editions`);
    const now = deps.clock.now();
    const items = editions.map((item) => ({ itemId: item.id, nftId: nft.id, sequence: item.sequence }));
    const notification = newEvent(deps, 'NotificationRequested', {
      user_uuid: purchase.userUuid,
      notification_type: purchase.how === 'claim' ? NotificationType.nftClaimed : NotificationType.nftBought,
      subject: auction.title,
      auction: { id: auction.id, title: auction.title },
      extra: { nft_uuid: nft.id, nft_item_uuid: editions[0]?.id ?? '' },
    });
    // The market's record of the sale (a claim: a transfer without a price); a resale's is its checkout's.
    const market =
      purchase.how === 'resale'
        ? []
        : [
            primaryDeliveryEvent(deps, {
              how: purchase.how,
              toUuid: purchase.userUuid,
              unitPriceCents: lineItem.amountCents,
              editions: items.map(({ nftId, itemId, sequence }) => ({ nftId, itemId, sequence })),
            }),
          ];
    const transfers = editions.flatMap((item) =>
      transferItemWrites(deps.db, {
        nft,
        item,
        to: purchase.userUuid,
        how: purchase.how === 'claim' ? 'claim' : 'buy',
        orderId: purchase.orderId,
        lineItem,
        transferId: deps.newId(),
        now,
      }),
    );
    try {
      await transactWrite(deps.db, [
        ...transfers,
        recordEvents(deps.db, [notification, ...market]),
        finishAuctionPurchase(deps.db, purchase.orderId, 'completed', items, now.toISOString()),
      ]);
      // A claim is free: not a purchase.
      if (purchase.how !== 'claim')
        deps.metrics.count(businessMetrics.purchaseCompleted, { kind: purchase.how });
      await markSoldOutWhenEmpty(deps, auction, kind, purchase);
      return { ...purchase, status: 'completed', items };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes.at(-1) === 'ConditionalCheckFailed') {
        const done = await getAuctionPurchase(deps.db, purchase.orderId);
        if (done?.status === 'completed') return done;
        throw error;
      }
      await pause(attempt);
    }
  }
  throw new Error(`Sale ${purchase.orderId} could not be delivered; a retry delivers it`);
}

/**
 * Marks the auction sold out once its stock is empty: reads the shards the sale took from, and all of them only
 * when those are empty, so only the last sales write the auction and it is no hot item. A creator's storefront
 * listing ends with it, telling the creator in the same transaction unless they were told already.
 */
async function markSoldOutWhenEmpty(
  deps: Deps,
  auction: AuctionRecord,
  kind: SaleKind,
  purchase: AuctionPurchaseRecord,
): Promise<void> {
  if (isOpenEdition(kind)) return;
  const stockId = stockIdOf(auction);
  const taken = await readShards(
    deps.db,
    stockId,
    purchase.takes.map(({ shard }) => shard),
  );
  if (taken.some((units) => units !== 0) || (await availableUnits(deps, auction, kind)) > 0) return;
  // Only if every shard is still empty: units given back since the reads keep the auction on sale.
  const soldOut = [
    ...Array.from({ length: STOCK_SHARDS }, (_, shard) => assertShardEmpty(deps.db, stockId, shard)),
    markAuctionSoldOut(deps.db, auction.id),
  ];
  const listing = endedListingOfSale(auction);
  if (listing && (await tryTransactWrite(deps.db, [...soldOut, ...listingEndWrites(deps, listing)]))) return;
  await tryTransactWrite(deps.db, soldOut);
}
