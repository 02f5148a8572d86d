import type { CartOrderView } from '../../../shared/api/schemas/cart';
import { getCartOrder } from '../../data/cart-order';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { cartOrderView } from './checkout-cart';

/** The caller's cart order; another user's (or an unknown id) is not found, as other orders are. */
export async function getCallersCartOrder(deps: Deps, userUuid: string, id: string): Promise<CartOrderView> {
  const order = await getCartOrder(deps.db, id);
  if (!order || order.userUuid !== userUuid) throw new NotFoundError();
  return cartOrderView(order);
}
