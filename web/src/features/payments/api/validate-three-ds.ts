import { apiSend, type ResponseOf } from '../../../lib/api-client';

export type ValidateThreeDsAnswer = ResponseOf<'validate3ds'>;

/**
 * POST /api/payments/validate-3ds after the challenge page came back: `cko-session-id` from its query string
 * and the card id add-payment-method answered. Outcome success (the card is active), error or cancel.
 */
export const validateThreeDs = (sessionId: string, ccProcessorPaymentId: string) =>
  apiSend(
    'validate3ds',
    { body: { 'cko-session-id': sessionId, cc_processor_payment_id: ccProcessorPaymentId, action: 'card' } },
    { toastErrors: false },
  );
