import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { setDefaultCard as makeDefault } from '../../domain/cards/default-card';
import { paymentMethodsOf } from '../../domain/cards/payment-methods';
import { endpoint } from '../../lib/http';

/** Makes one of the caller's cards the default (404 for any other card) and answers the card list. */
export const setDefaultCard = endpoint(paymentsRoutes.setDefaultCard, async (deps, { body, user }) => {
  await makeDefault(deps, user.uuid, body.cc_processor_payment_id);
  return paymentMethodsOf(deps, user.uuid);
});
