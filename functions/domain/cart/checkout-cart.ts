import type { CartCheckoutResponse, CartOrderView } from '../../../shared/api/schemas/cart';
import type { CartOrderRecord } from '../../data/cart-order';
import type { Deps } from '../../lib/deps';
import { siteUrlOf } from '../../lib/site-url';
import type { PaymentChoice } from '../payments/payment-method';
import { acceptWhenLate, checkoutKeyOf, checkoutRedirect } from '../purchases/checkout-answers';
import { cartListings, cartOrderId, placeCartOrder } from './place-cart-order';
import { runCartOrder } from './run-cart-order';
import { sweepPicks } from './sweep-picks';

interface CartCheckoutBasics {
  userUuid: string;
  method: PaymentChoice;
  headers: Record<string, string>;
  /** How long the checkout may work before it answers 'accepted' (acceptWithinMs); no limit when absent. */
  answerWithinMs?: number;
}

/** A cart's checkout: the listings the buyer added, at the total the buyer saw. */
export const checkoutCart = (
  deps: Deps,
  request: CartCheckoutBasics & { listingIds: string[]; expectedTotalCents: number },
) =>
  checkoutCartOrder(deps, request, 'cart', [request.listingIds, request.expectedTotalCents], () =>
    cartListings(deps, request.userUuid, request.listingIds, request.expectedTotalCents),
  );

/** 'Sweep the floor': the collection's `count` cheapest listings within the buyer's maximum total, as one cart. */
export const sweepFloor = (
  deps: Deps,
  request: CartCheckoutBasics & { collectionId: string; count: number; maxTotalCents: number },
) =>
  checkoutCartOrder(
    deps,
    request,
    'sweep',
    [request.collectionId, request.count, request.maxTotalCents],
    () => sweepPicks(deps, request),
  );

/**
 * Places the cart order (idempotent by the Idempotency-Key) and runs it: the per-line result, the redirect to a
 * card's 3-D Secure challenge, or 'accepted' with the order when it is still finishing as the deadline nears (the
 * server finishes it; the web polls GET /payments/cart_orders/{id}).
 */
function checkoutCartOrder(
  deps: Deps,
  request: CartCheckoutBasics,
  kind: CartOrderRecord['kind'],
  requestParts: unknown[],
  choose: Parameters<typeof placeCartOrder>[2],
): Promise<CartCheckoutResponse> {
  const idempotencyKey = checkoutKeyOf(deps, request.headers);
  const siteUrl = siteUrlOf(deps.env, request.headers);
  const work = async (): Promise<CartCheckoutResponse> => {
    const placed = await placeCartOrder(
      deps,
      { userUuid: request.userUuid, kind, method: request.method, idempotencyKey, requestParts },
      choose,
    );
    const ran = await runCartOrder(deps, placed, siteUrl);
    return 'lines' in ran ? { status: 'success', data: cartOrderView(ran) } : checkoutRedirect(ran);
  };
  const orderId = cartOrderId(request.userUuid, idempotencyKey);
  return acceptWhenLate(deps, work(), { orderId, userUuid: request.userUuid }, request.answerWithinMs);
}

/** A cart order as its buyer reads it: each line's outcome and what the bought lines cost (all that is charged once it ends). */
export const cartOrderView = (order: CartOrderRecord): CartOrderView => ({
  id: order.id,
  kind: order.kind,
  status: order.status,
  bought_cents: order.lines
    .filter((line) => line.status === 'bought')
    .reduce((sum, line) => sum + line.priceCents, 0),
  lines: order.lines.map((line) => ({
    listing_id: line.listingId,
    nft_id: line.nftId,
    title: line.title,
    price_cents: line.priceCents,
    status: line.status,
    reason: line.reason,
    item_id: line.itemId,
    edition: line.sequence,
  })),
});
