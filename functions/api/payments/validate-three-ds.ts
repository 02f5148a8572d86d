import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { validateChallenge } from '../../domain/cards/three-ds';
import { validateCheckoutChallenge } from '../../domain/purchases/checkout-challenge';
import { endpoint } from '../../lib/http';

/**
 * After the 3-D Secure page sent the cardholder back: success activates the pending card, or (action 'buy')
 * settles the checkout's card payment named by cc_processor_payment_id.
 */
export const validateThreeDs = endpoint(paymentsRoutes.validate3ds, (deps, { body, user }) =>
  body.action === 'buy'
    ? validateCheckoutChallenge(deps, user.uuid, body.cc_processor_payment_id)
    : validateChallenge(deps, user.uuid, {
        sessionId: body['cko-session-id'],
        sourceId: body.cc_processor_payment_id,
      }),
);
