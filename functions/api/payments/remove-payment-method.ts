import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { paymentMethodsOf } from '../../domain/cards/payment-methods';
import { removeCard } from '../../domain/cards/remove-card';
import { endpoint } from '../../lib/http';

/** Removes one of the caller's cards (404 for any other card) and answers the card list. */
export const removePaymentMethod = endpoint(
  paymentsRoutes.removePaymentMethod,
  async (deps, { params, user }) => {
    await removeCard(deps, user.uuid, params.id);
    return paymentMethodsOf(deps, user.uuid);
  },
);
