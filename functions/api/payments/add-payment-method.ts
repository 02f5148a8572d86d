import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { addCard } from '../../domain/cards/add-card';
import { endpoint } from '../../lib/http';

/** Adds the card behind a hosted-fields token, or answers the 3-D Secure page to open first. */
export const addPaymentMethod = endpoint(paymentsRoutes.addPaymentMethod, (deps, { body, user }) =>
  addCard(deps, user.uuid, body),
);
