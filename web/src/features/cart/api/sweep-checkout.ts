import type { CartCheckoutResponse } from '../../../../../shared/api/schemas/cart';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';
import { paymentFields } from '../../../lib/payments/payment-fields';

export interface SweepCheckoutInput {
  collectionId: string;
  count: number;
  maxTotalCents: number;
  choice: PaymentChoice;
  idempotencyKey: string;
}

/** POST /api/payments/sweep_checkout: the collection's cheapest listings within the total, as one cart. */
export const sweepCheckout = (input: SweepCheckoutInput): Promise<CartCheckoutResponse> =>
  apiSend(
    'sweepCheckout',
    {
      body: {
        collection_id: input.collectionId,
        count: input.count,
        max_total_cents: input.maxTotalCents,
        ...paymentFields(input.choice),
        action: 'buy',
        redirect_uri: paths.collection({ id: input.collectionId }),
      },
    },
    { toastErrors: false, headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
