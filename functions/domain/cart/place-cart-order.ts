import { createHash } from 'node:crypto';
import { messages } from '../../../shared/domain/messages';
import { dealsWithSelf } from '../../../shared/rules/self-dealing';
import { type CartOrderRecord, getCartOrder, putNewCartOrder } from '../../data/cart-order';
import { transactWrite } from '../../data/db';
import { getListing, type ListingRecord } from '../../data/listing';
import { getEditions } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { assertOffCooldown } from '../collection/item-rules';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import type { PaymentChoice } from '../payments/payment-method';
import { choiceParts, fingerprintOf } from '../payments/request-fingerprint';
import { OwnItemPurchaseError, PriceChangedError } from '../purchases/errors';

export interface CartOrderRequest {
  userUuid: string;
  kind: CartOrderRecord['kind'];
  method: PaymentChoice;
  idempotencyKey: string;
  /** What the request asked for (the cart's listings and total, or the sweep's collection, count and total). */
  requestParts: unknown[];
}

/** The order id of a cart checkout: the same buyer and Idempotency-Key are the same order. */
export const cartOrderId = (userUuid: string, idempotencyKey: string) =>
  `cart-${createHash('sha256').update(`cart\n${userUuid}\n${idempotencyKey}`).digest('hex').slice(0, 40)}`;

/**
 * The cart order of this request: found (a retry with the same key answers it; another request with that key is
 * refused), or written with a pending line per listing that `choose` picks. Choosing runs only for a new order,
 * so a retried sweep does not pick again among listings it bought itself.
 */
export async function placeCartOrder(
  deps: Deps,
  request: CartOrderRequest,
  choose: () => Promise<ListingRecord[]>,
): Promise<CartOrderRecord> {
  const id = cartOrderId(request.userUuid, request.idempotencyKey);
  const fingerprint = fingerprintOf([request.kind, request.requestParts, choiceParts(request.method)]);
  const existing = await getCartOrder(deps.db, id);
  if (existing) return sameRequest(existing, fingerprint);
  const listings = await choose();
  const now = deps.clock.now().toISOString();
  const order: CartOrderRecord = {
    id,
    userUuid: request.userUuid,
    kind: request.kind,
    method: request.method,
    fingerprint,
    lines: listings.map((listing) => ({
      listingId: listing.id,
      nftId: listing.nftId,
      title: listing.title,
      priceCents: listing.priceCents,
      status: 'pending',
      reason: null,
      itemId: null,
      sequence: null,
    })),
    status: 'reserving',
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transactWrite(deps.db, [putNewCartOrder(deps.db, order)]);
    return order;
  } catch (error) {
    const twin = await getCartOrder(deps.db, id);
    if (!twin) throw error;
    return sameRequest(twin, fingerprint);
  }
}

function sameRequest(order: CartOrderRecord, fingerprint: string): CartOrderRecord {
  if (order.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(order.id);
  return order;
}

/**
 * The cart's listings as the buyer saw them: each must exist (404), not be the buyer's own (403) nor sell an item
 * on its card cool-down (409 'NFT On Cool-down'), and their prices must add up to the total the buyer saw (409,
 * the cart page reads them again). A listing sold or held meanwhile is not refused here: its line fails on its own
 * and is not charged.
 */
export async function cartListings(
  deps: Deps,
  userUuid: string,
  listingIds: readonly string[],
  expectedTotalCents: number,
): Promise<ListingRecord[]> {
  const listings = await Promise.all(listingIds.map((id) => getListing(deps.db, id)));
  const found = listings.filter((listing): listing is ListingRecord => listing !== undefined);
  if (found.length !== listingIds.length) throw new NotFoundError(messages.listingNotActive);
  if (found.some((listing) => dealsWithSelf(userUuid, listing.sellerUuid))) throw new OwnItemPurchaseError();
  const now = deps.clock.now();
  for (const item of await getEditions(deps.db, found)) if (item) assertOffCooldown(item, now);
  const total = found.reduce((sum, listing) => sum + listing.priceCents, 0);
  if (total !== expectedTotalCents) throw new PriceChangedError();
  return found;
}
