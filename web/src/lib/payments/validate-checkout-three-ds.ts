import { apiSend } from '../api-client';

/**
 * POST /api/payments/validate-3ds (action 'buy') after a checkout's 3-D Secure challenge came back:
 * `cko-session-id` from its query string, and the payment_id the checkout's redirect answer gave. Outcome success
 * (the payment went through: repeat the checkout with the same Idempotency-Key for the result), error or cancel.
 */
export const validateCheckoutThreeDs = (sessionId: string, paymentId: string) =>
  apiSend(
    'validate3ds',
    { body: { 'cko-session-id': sessionId, cc_processor_payment_id: paymentId, action: 'buy' } },
    { toastErrors: false },
  );
