import { TransactionKind } from '../../../shared/domain/enums';
import {
  advanceCartOrder,
  type CartLineFailure,
  type CartLineRecord,
  type CartOrderRecord,
  getCartOrder,
  setCartLine,
} from '../../data/cart-order';
import { tryTransactWrite } from '../../data/db';
import { finishListingReservation, getListing, type ListingRecord, reserveListing } from '../../data/listing';
import { getNft, type NftRecord } from '../../data/nft';
import { getNftItem } from '../../data/nft-item';
import type { OrderRecord } from '../../data/order';
import type { Deps } from '../../lib/deps';
import type { ChargeChallenge } from '../payments/order-record';
import { refundOrder } from '../payments/refund-order';
import { chargeReserved } from '../purchases/charge-reserved';
import { isDeliverable, resaleDeliveryWrites } from '../resale/buy-listing';
import { cartPayees } from './cart-payees';

/** The order item of a cart's payment: a 3-D Secure challenge's end finishes the cart order (checkout-challenge). */
export const CART_ORDER_ITEM = 'cart';

/**
 * Takes a cart order as far as it goes: reserves each pending line's listing on its own (a listing sold, held,
 * removed or repriced fails its line, never charged), charges the reserved lines once (one payment of their sum,
 * by the cart order's id), then delivers each line on its own, as a single resale purchase does. A refused payment
 * puts every reserved listing back on sale; a 3-D Secure challenge keeps them reserved until it ends. Every step
 * is conditional, so the request, its retry, the recovery sweep and the challenge's end may all run it at once.
 */
export async function runCartOrder(
  deps: Deps,
  placed: CartOrderRecord,
  siteUrl?: string,
): Promise<CartOrderRecord | ChargeChallenge> {
  let order = placed;
  if (order.status === 'reserving') order = await reserveLines(deps, order);
  if (order.status !== 'paying') return order;
  const sales = await reservedSales(deps, order);
  const charged = await chargeReserved(
    deps,
    {
      orderId: order.id,
      userUuid: order.userUuid,
      method: order.method,
      priceCents: sales.reduce((sum, sale) => sum + sale.listing.priceCents, 0),
      payees: cartPayees(sales.map((sale) => ({ listing: sale.listing, creatorId: sale.nft.artist.id }))),
      kind: TransactionKind.buy,
      title: sales.length === 1 ? (sales[0]?.listing.title ?? '') : `${sales.length} NFTs`,
      items: [{ type: CART_ORDER_ITEM, id: order.id }],
      siteUrl,
    },
    () => releaseLines(deps, order),
  );
  if (charged.status === 'challenge') return charged;
  return deliverLines(deps, order, charged.order);
}

/** The recovery sweep's end for a cart order its request left unfinished. */
export async function resumeCartOrder(deps: Deps, orderId: string): Promise<void> {
  const order = await getCartOrder(deps.db, orderId);
  if (order?.status === 'reserving' || order?.status === 'paying') await runCartOrder(deps, order);
}

/** A cart's payment whose 3-D Secure challenge ended: paid delivers its lines, declined puts them back on sale. */
export async function finishChallengedCart(deps: Deps, payment: OrderRecord): Promise<void> {
  const order = await getCartOrder(deps.db, payment.id);
  if (order?.status !== 'paying' || payment.status === 'pending') return;
  if (payment.status === 'declined') await releaseLines(deps, order);
  else await deliverLines(deps, order, payment);
}

async function reserveLines(deps: Deps, order: CartOrderRecord): Promise<CartOrderRecord> {
  for (const [index, line] of order.lines.entries()) {
    if (line.status !== 'pending') continue;
    const at = deps.clock.now().toISOString();
    const reservation = { orderId: order.id, buyerUuid: order.userUuid, at };
    const reserved = await tryTransactWrite(deps.db, [
      reserveListing(deps.db, line.listingId, reservation, line.priceCents),
      setCartLine(deps.db, order.id, index, 'pending', { status: 'reserved' }, at),
    ]);
    if (reserved) continue;
    const reason = await failureOf(deps, order.id, line);
    // A twin of this request that reserved or failed the line first keeps its outcome.
    if (reason)
      await tryTransactWrite(deps.db, [
        setCartLine(deps.db, order.id, index, 'pending', { status: 'failed', reason }, at),
      ]);
  }
  const now = await mustGetCartOrder(deps, order.id);
  if (now.status !== 'reserving') return now;
  const anyReserved = now.lines.some((line) => line.status === 'reserved');
  const at = deps.clock.now().toISOString();
  const step = anyReserved
    ? { status: 'paying' as const, updatedAt: at }
    : { status: 'failed' as const, at, updatedAt: at };
  await tryTransactWrite(deps.db, [advanceCartOrder(deps.db, order.id, ['reserving'], step)]);
  return mustGetCartOrder(deps, order.id);
}

/** Why a line's listing could not be reserved; none when this very order holds it (a twin reserved it). */
async function failureOf(
  deps: Deps,
  orderId: string,
  line: CartLineRecord,
): Promise<CartLineFailure | undefined> {
  const listing = await getListing(deps.db, line.listingId);
  if (listing?.reservation?.orderId === orderId && listing.status !== 'active') return undefined;
  if (listing?.status === 'active')
    return listing.priceCents === line.priceCents ? undefined : 'price_changed';
  return listing?.status === 'cancelled' ? 'removed' : 'sold';
}

interface ReservedSale {
  index: number;
  listing: ListingRecord;
  nft: NftRecord;
}

async function reservedSales(deps: Deps, order: CartOrderRecord): Promise<ReservedSale[]> {
  const reserved = [...order.lines.entries()].filter(([, line]) => line.status === 'reserved');
  return Promise.all(
    reserved.map(async ([index, line]) => {
      const listing = await getListing(deps.db, line.listingId);
      const nft = await getNft(deps.db, line.nftId);
      if (!listing || !nft) throw new Error(`Cart ${order.id} holds an unknown listing ${line.listingId}`);
      return { index, listing, nft };
    }),
  );
}

/** The payment was refused: every reserved listing is on sale again and its line failed, then the order fails. */
async function releaseLines(deps: Deps, order: CartOrderRecord): Promise<void> {
  for (const [index, line] of order.lines.entries()) {
    if (line.status !== 'reserved') continue;
    const at = deps.clock.now().toISOString();
    await tryTransactWrite(deps.db, [
      finishListingReservation(deps.db, line.listingId, order.id, 'active', at),
      setCartLine(deps.db, order.id, index, 'reserved', { status: 'failed', reason: 'payment_declined' }, at),
    ]);
  }
  await endOrder(deps, order.id, 'failed');
}

/**
 * Delivers each reserved line on its own transaction (item, listing sold, notices, the sale's event and the line
 * bought). An item that left its seller while held (ruled out by the listing's conditions; the safe end) fails its
 * line and gives back its price once, by a refund keyed by the order and the listing.
 */
async function deliverLines(
  deps: Deps,
  order: CartOrderRecord,
  payment: OrderRecord,
): Promise<CartOrderRecord> {
  for (const { index, listing, nft } of await reservedSales(deps, order)) {
    const item = await getNftItem(deps.db, listing.itemId);
    const at = deps.clock.now().toISOString();
    if (isDeliverable(listing, item)) {
      await tryTransactWrite(deps.db, [
        ...resaleDeliveryWrites(deps, { listing, nft, item, order: payment, buyerUuid: order.userUuid }),
        setCartLine(
          deps.db,
          order.id,
          index,
          'reserved',
          { status: 'bought', itemId: item.id, sequence: item.sequence },
          at,
        ),
      ]);
      continue;
    }
    deps.logger.error('cart item left its seller while reserved', {
      orderId: order.id,
      listingId: listing.id,
    });
    await refundOrder(deps, {
      orderId: payment.id,
      amountCents: listing.priceCents,
      idempotencyKey: `line-${listing.id}`,
    });
    await tryTransactWrite(deps.db, [
      finishListingReservation(deps.db, listing.id, order.id, 'cancelled', at),
      setCartLine(deps.db, order.id, index, 'reserved', { status: 'failed', reason: 'undeliverable' }, at),
    ]);
  }
  await endOrder(deps, order.id, 'completed');
  return mustGetCartOrder(deps, order.id);
}

async function endOrder(deps: Deps, orderId: string, status: 'completed' | 'failed'): Promise<void> {
  const at = deps.clock.now().toISOString();
  await tryTransactWrite(deps.db, [
    advanceCartOrder(deps.db, orderId, ['paying'], { status, at, updatedAt: at }),
  ]);
}

async function mustGetCartOrder(deps: Deps, id: string): Promise<CartOrderRecord> {
  const order = await getCartOrder(deps.db, id);
  if (!order) throw new Error(`Cart order ${id} vanished`);
  return order;
}
