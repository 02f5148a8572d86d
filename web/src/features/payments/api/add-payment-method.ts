import type { AddPaymentMethodBody } from '../../../../../shared/api/schemas/payments';
import { apiSend, type ResponseOf } from '../../../lib/api-client';

/** The card was added, or its 3-D Secure challenge must be completed first. */
export type AddPaymentMethodAnswer = ResponseOf<'addPaymentMethod'>;

/**
 * POST /api/payments/add-payment-method with the hosted fields' token. Failures ('Please use another card',
 * the paused-card message...) are shown in the modal, not as toasts.
 */
export const addPaymentMethod = (body: AddPaymentMethodBody): Promise<AddPaymentMethodAnswer> =>
  apiSend('addPaymentMethod', { body }, { toastErrors: false });
