import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { paymentMethodsOf } from '../../domain/cards/payment-methods';
import { endpoint } from '../../lib/http';

/** The caller's cards with default and pause markers, whether another card may be added, the longest pause. */
export const listPaymentMethods = endpoint(paymentsRoutes.listPaymentMethods, (deps, { user }) =>
  paymentMethodsOf(deps, user.uuid),
);
