import { cartRoutes } from '../../../shared/api/routes/cart';
import { getCallersCartOrder } from '../../domain/cart/get-cart-order';
import { endpoint } from '../../lib/http';

/** The caller's cart order with each line's result, polled after a cart checkout answered 202 'accepted'. */
export const getCartOrder = endpoint(cartRoutes.getCartOrder, (deps, { params, user }) =>
  getCallersCartOrder(deps, user.uuid, params.id),
);
