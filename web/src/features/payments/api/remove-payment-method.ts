import type { PaymentMethods } from '../../../../../shared/api/schemas/payments';
import { apiSend } from '../../../lib/api-client';

/** DELETE /api/payments/payment-methods/{id}: removes a saved card; answers the card list (the default moved). */
export const removePaymentMethod = (cardId: string): Promise<PaymentMethods> =>
  apiSend('removePaymentMethod', { params: { id: cardId } });
