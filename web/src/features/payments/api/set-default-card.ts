import type { PaymentMethods } from '../../../../../shared/api/schemas/payments';
import { apiSend } from '../../../lib/api-client';

/** PATCH /api/payments/set-default-card: answers the card list with the new default. */
export const setDefaultCard = (ccProcessorPaymentId: string): Promise<PaymentMethods> =>
  apiSend('setDefaultCard', { body: { cc_processor_payment_id: ccProcessorPaymentId } });
