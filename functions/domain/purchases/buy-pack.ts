import { createHash } from 'node:crypto';
import { Availability, TransactionKind } from '../../../shared/domain/enums';
import { cancellationCodes, readTogether, transactWrite } from '../../data/db';
import { dropRead } from '../../data/drop';
import { fraudCheckRead } from '../../data/fraud-check';
import { getNfts, type NftRecord, nftRead } from '../../data/nft';
import type { OrderRecord } from '../../data/order';
import { getPack, type PackRecord, packRead } from '../../data/pack';
import { stockShardReads } from '../../data/pack-inventory';
import { finishPurchase, getPurchase, type PurchaseRecord, purchaseRead } from '../../data/purchase';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { fraudSubjectOf } from '../fraud/checks';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import type { ChargeChallenge } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { choiceParts, fingerprintOf } from '../payments/request-fingerprint';
import { assertAdmittedTo } from '../waiting-room/admission';
import { captureReserved, chargeReserved } from './charge-reserved';
import { drawPackEditions } from './draw-pack';
import { PackNotOnSaleError, PackSoldByDrawError, PackSoldOutError, PriceChangedError } from './errors';
import { assertCheckClears } from './fraud-gate';
import { DELIVERY_TRIES, deliveryWrites, type PackPurchase, packPurchaseAnswer } from './pack-delivery';
import { pause, releasePackUnit, reservePackUnit } from './pack-stock';

export interface BuyPackInput {
  userUuid: string;
  packId: string;
  method: PaymentChoice;
  /** The Idempotency-Key header: a retry with the same key answers the first result and never charges twice. */
  idempotencyKey?: string;
  /** The price the buyer saw, in cents (the crypto checkout sends none). */
  priceCents?: number;
  /** Whether the provider screens this payment (card and balance checkouts), so a fraud decision is needed. */
  fraudScreened: boolean;
  /** The buyer saw the fraud check's warning and chose to continue. */
  continueDespiteWarning: boolean;
  /** The site the buyer is on, where a 3-D Secure challenge returns (SITE_URL when absent). */
  siteUrl?: string;
}

/** The order id of a checkout: one per buyer and Idempotency-Key, else a new one for every call. */
export const packOrderId = (userUuid: string, idempotencyKey: string | undefined, newId: () => string) =>
  `pack:${idempotencyKey ? createHash('sha256').update(`${userUuid}\n${idempotencyKey}`).digest('hex').slice(0, 40) : newId()}`;

/**
 * Buys one pack: reserves a unit (never more than the pack's supply, whatever the rush), charges the chosen
 * method, then gives the buyer the pack's randomly drawn editions and completes the purchase in one transaction.
 * A refused payment gives the unit back. A card that needs 3-D Secure answers the challenge and keeps the unit
 * reserved until it ends (finishChallengedPackOrder). A retry with the same order id, concurrent or not, reserves
 * and charges once and answers the same editions (or the challenge still open); a retry of a purchase paid but
 * not delivered (a crash, or an approved challenge) delivers it.
 */
export async function buyPack(deps: Deps, input: BuyPackInput): Promise<PackPurchase | ChargeChallenge> {
  const orderId = packOrderId(input.userUuid, input.idempotencyKey, deps.newId);
  const {
    pack: [pack],
    purchase: [existing],
  } = await readTogether(deps.db, { pack: [packRead(input.packId)], purchase: [purchaseRead(orderId)] });
  if (!pack) throw new NotFoundError();

  const fingerprint = fingerprintOf([input.userUuid, pack.id, choiceParts(input.method)]);
  let purchase = existing;
  if (purchase && purchase.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(orderId);
  if (purchase?.status === 'completed')
    return packPurchaseAnswer(purchase, pack, await packNfts(deps, pack), true);

  // Made by this call's reservation: no order of its id can exist yet, so the charge need not look for one.
  let newOrder = false;
  let nfts: NftRecord[] | undefined;
  if (!purchase || purchase.status === 'released') {
    const sale = await assertOnSale(deps, pack, input);
    nfts = sale.nfts;
    const now = deps.clock.now().toISOString();
    const reserved = await reservePackUnit(
      deps,
      pack,
      {
        orderId,
        userUuid: input.userUuid,
        packId: pack.id,
        priceCents: pack.priceCents,
        method: input.method,
        status: 'reserved',
        fingerprint,
        items: [],
        createdAt: now,
        updatedAt: now,
      },
      sale.shards,
    );
    purchase = reserved.purchase;
    newOrder = reserved.created && !existing;
    if (purchase.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(orderId);
    if (purchase.status === 'completed') return packPurchaseAnswer(purchase, pack, sale.nfts, true);
  }
  return finishReserved(deps, pack, nfts ?? (await packNfts(deps, pack)), purchase, {
    siteUrl: input.siteUrl,
    newOrder,
  });
}

/** How a purchase's charge runs: where a 3-D Secure challenge returns, and whether its order is new (ChargeOrderInput). */
interface ChargeOptions {
  siteUrl?: string;
  newOrder?: boolean;
}

/** Charges a reserved purchase (once, whoever asks) and delivers it; a challenge keeps the unit reserved. */
async function finishReserved(
  deps: Deps,
  pack: PackRecord,
  nfts: NftRecord[],
  purchase: PurchaseRecord,
  options: ChargeOptions = {},
): Promise<PackPurchase | ChargeChallenge> {
  const charged = await charge(deps, pack, purchase, options);
  return charged.status === 'challenge' ? charged : deliver(deps, pack, nfts, purchase, charged.order);
}

export interface HeldPackInput {
  userUuid: string;
  pack: PackRecord;
  /** Fixed per buyer and sale, so every attempt reserves, captures and delivers once. */
  orderId: string;
  holdId: string;
  method: PaymentChoice;
}

/**
 * Buys one pack paid by a hold already placed (a draw's winner): reserves a unit, captures the hold into the
 * order and delivers, as a checkout would; the purchase sits in the recovery index like any other until it is
 * delivered, or given back when the hold can no longer be captured (PurchaseDeclinedError).
 */
export async function buyPackWithHold(deps: Deps, input: HeldPackInput): Promise<PackPurchase> {
  const { pack, orderId } = input;
  let purchase = await getPurchase(deps.db, orderId);
  if (purchase?.status === 'completed')
    return packPurchaseAnswer(purchase, pack, await packNfts(deps, pack), true);
  if (!purchase || purchase.status === 'released') {
    const now = deps.clock.now().toISOString();
    ({ purchase } = await reservePackUnit(deps, pack, {
      orderId,
      userUuid: input.userUuid,
      packId: pack.id,
      priceCents: pack.priceCents,
      method: input.method,
      holdId: input.holdId,
      status: 'reserved',
      fingerprint: fingerprintOf([input.userUuid, pack.id, input.holdId]),
      items: [],
      createdAt: now,
      updatedAt: now,
    }));
    if (purchase.status === 'completed')
      return packPurchaseAnswer(purchase, pack, await packNfts(deps, pack), true);
  }
  const bought = await finishReserved(deps, pack, await packNfts(deps, pack), purchase);
  // A hold is captured, never challenged.
  if (bought.status === 'challenge') throw new Error(`Held purchase ${orderId} asked for a challenge`);
  return bought;
}

/**
 * The recovery sweep's end for a purchase its request left reserved (a crash, a timeout, an error after the
 * charge): charges it as the checkout would have (once: the order id is the same) and delivers it, or gives the
 * unit back when the payment is refused. A challenge still open is left to the 3-d-secure workflow.
 */
export async function resumePackPurchase(deps: Deps, purchase: PurchaseRecord): Promise<void> {
  const pack = await getPack(deps.db, purchase.packId);
  if (!pack) throw new Error(`Purchase ${purchase.orderId} of an unknown pack ${purchase.packId}`);
  await finishReserved(deps, pack, await packNfts(deps, pack), purchase);
}

/**
 * Finishes the pack purchase of an order settled after its 3-D Secure challenge: paid delivers the editions,
 * declined gives the unit back. A no-op for a purchase finished already (by the buyer's retry or a twin).
 */
export async function finishChallengedPackOrder(deps: Deps, order: OrderRecord): Promise<void> {
  const purchase = await getPurchase(deps.db, order.id);
  if (purchase?.status !== 'reserved' || order.status === 'pending') return;
  const pack = await getPack(deps.db, purchase.packId);
  if (!pack) throw new Error(`Purchase ${purchase.orderId} of an unknown pack ${purchase.packId}`);
  if (order.status === 'paid') await deliver(deps, pack, await packNfts(deps, pack), purchase, order);
  else if (order.status === 'declined') await releasePackUnit(deps, pack, purchase);
}

async function packNfts(deps: Deps, pack: PackRecord): Promise<NftRecord[]> {
  return foundNfts(pack, await getNfts(deps.db, pack.nftIds));
}

function foundNfts(pack: PackRecord, nfts: (NftRecord | undefined)[]): NftRecord[] {
  const found = nfts.filter((nft): nft is NftRecord => nft !== undefined);
  if (found.length === 0) throw new Error(`Pack ${pack.id} has no NFTs to draw from`);
  return found;
}

/** What a buyer of a pack on sale goes on with: the pack's NFTs (to draw from) and its stock shards as read. */
interface SaleReads {
  nfts: NftRecord[];
  shards: (number | undefined)[];
}

async function assertOnSale(deps: Deps, pack: PackRecord, input: BuyPackInput): Promise<SaleReads> {
  if (pack.allocation === 'draw') throw new PackSoldByDrawError();
  // Marked when the last unit went: a rush's late buyers are answered from the pack's read alone, with no write.
  if (pack.soldOut) throw new PackSoldOutError();
  // One call for everything the checks and the reservation read next (a call costs more than its keys): a buyer
  // refused on the way reads items it did not need, never writes.
  const sale = await readTogether(deps.db, {
    drop: [dropRead(pack.dropId)],
    check: input.fraudScreened ? [fraudCheckRead(input.userUuid, fraudSubjectOf(pack.id, true))] : [],
    nfts: pack.nftIds.map(nftRead),
    shards: stockShardReads(pack.id),
  });
  const [drop] = sale.drop;
  if (!drop || drop.availability !== Availability.available) throw new PackNotOnSaleError();
  if (drop.soldOut) throw new PackSoldOutError();
  if (input.priceCents !== undefined && input.priceCents !== pack.priceCents) throw new PriceChangedError();
  await assertAdmittedTo(deps, drop, input.userUuid);
  if (input.fraudScreened) assertCheckClears(sale.check[0], pack.priceCents, input.continueDespiteWarning);
  return { nfts: foundNfts(pack, sale.nfts), shards: sale.shards };
}

/**
 * Charges the purchase's order (or captures its hold); a declined or refused payment gives the unit back, a
 * challenge keeps it.
 */
const charge = (deps: Deps, pack: PackRecord, purchase: PurchaseRecord, options: ChargeOptions) => {
  const order = {
    orderId: purchase.orderId,
    title: pack.title,
    kind: TransactionKind.buy,
    items: [{ type: 'pack' as const, id: pack.id }],
  };
  const release = () => releasePackUnit(deps, pack, purchase);
  return purchase.holdId === undefined
    ? chargeReserved(
        deps,
        {
          ...order,
          userUuid: purchase.userUuid,
          method: purchase.method,
          priceCents: purchase.priceCents,
          ...options,
        },
        release,
      )
    : captureReserved(deps, { ...order, holdId: purchase.holdId, amountCents: purchase.priceCents }, release);
};

/**
 * Draws the pack's editions and, in one transaction, gives them to the buyer, completes the purchase and asks for
 * the buyer's 'Bundle bought' notification. An edition another buyer got first cancels it: draw again. A twin
 * that completed first: answer its editions.
 */
async function deliver(
  deps: Deps,
  pack: PackRecord,
  nfts: NftRecord[],
  purchase: PurchaseRecord,
  order: OrderRecord,
): Promise<PackPurchase> {
  for (let attempt = 1; attempt <= DELIVERY_TRIES; attempt++) {
    const drawn = await drawPackEditions(deps.db, nfts, pack.nftsPerPack);
    if (drawn.length < pack.nftsPerPack) throw new Error(`Pack ${pack.id} has run out of editions`);
    const now = deps.clock.now();
    const { items, writes } = deliveryWrites(deps, pack, purchase, drawn, order, now);
    try {
      await transactWrite(deps.db, [
        ...writes,
        finishPurchase(deps.db, purchase.orderId, 'completed', items, now.toISOString()),
      ]);
      deps.metrics.count(businessMetrics.purchaseCompleted, { kind: 'pack' });
      return packPurchaseAnswer({ ...purchase, status: 'completed', items }, pack, nfts, false);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes.at(-1) === 'ConditionalCheckFailed') {
        const done = await getPurchase(deps.db, purchase.orderId);
        if (done?.status === 'completed') return packPurchaseAnswer(done, pack, nfts, true);
        throw error;
      }
      await pause(attempt);
    }
  }
  throw new Error(`Pack purchase ${purchase.orderId} could not be delivered; a retry delivers it`);
}
