import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { orderStatusOf } from '../../domain/purchases/order-status';
import { endpoint } from '../../lib/http';

/** Where the caller's checkout stands, polled after it answered 202 'accepted'. */
export const getOrderStatus = endpoint(checkoutRoutes.getOrderStatus, (deps, { params, user }) =>
  orderStatusOf(deps, user.uuid, params.id),
);
