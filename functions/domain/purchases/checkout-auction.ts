import type { CheckoutRedirect, CheckoutResult } from '../../../shared/api/schemas/checkout';
import type { Deps } from '../../lib/deps';
import { buyListing } from '../resale/buy-listing';
import { type AuctionSale, buyAuction } from './buy-auction';
import type { CheckoutRequest } from './checkout';
import { checkoutRedirect, orderReceived } from './checkout-answers';

/**
 * Buy Now (drop false: the id is an auction), answered as 'Order Received' with the editions bought, or with the
 * redirect to the 3-D Secure challenge when the card needs one.
 */
export async function checkoutAuction(
  deps: Deps,
  request: CheckoutRequest & { siteUrl: string },
  idempotencyKey: string,
): Promise<CheckoutResult | CheckoutRedirect> {
  const sale = await buyAuction(deps, {
    ...request,
    auctionId: request.id,
    quantity: request.quantity ?? 1,
    idempotencyKey,
  });
  if (sale.status === 'challenge') return checkoutRedirect(sale);
  return saleReceived(deps, sale);
}

const saleReceived = (deps: Deps, sale: AuctionSale) =>
  orderReceived(
    deps,
    sale.orderId,
    sale.items.map(({ itemId, sequence }) => ({ nft: sale.nft, itemId, sequence })),
  );

/** A resale listing bought (drop false, the listing's id), answered as Buy Now is. */
export async function checkoutListing(
  deps: Deps,
  request: CheckoutRequest & { siteUrl: string },
  idempotencyKey: string,
): Promise<CheckoutResult | CheckoutRedirect> {
  const sale = await buyListing(deps, { ...request, listingId: request.id, idempotencyKey });
  return sale.status === 'challenge' ? checkoutRedirect(sale) : saleReceived(deps, sale);
}
