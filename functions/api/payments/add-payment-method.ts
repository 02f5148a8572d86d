import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { addCard } from '../../domain/cards/add-card';
import { endpoint } from '../../lib/http';
import { siteUrlOf } from '../../lib/site-url';

/** Adds the card behind a hosted-fields token, or answers the 3-D Secure page to open first. */
export const addPaymentMethod = endpoint(paymentsRoutes.addPaymentMethod, (deps, { body, user, headers }) =>
  addCard(deps, user.uuid, body, siteUrlOf(deps.env, headers)),
);
