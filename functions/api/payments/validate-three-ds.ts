import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { validateChallenge } from '../../domain/cards/three-ds';
import { endpoint } from '../../lib/http';

/** After the 3-D Secure page sent the cardholder back: success activates the pending card. */
export const validateThreeDs = endpoint(paymentsRoutes.validate3ds, (deps, { body, user }) =>
  validateChallenge(deps, user.uuid, {
    sessionId: body['cko-session-id'],
    sourceId: body.cc_processor_payment_id,
  }),
);
