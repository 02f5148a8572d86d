import type { CartCheckoutResponse } from '../../../../../shared/api/schemas/cart';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';
import { paymentFields } from '../../../lib/payments/payment-fields';

export interface CartCheckoutInput {
  listingIds: string[];
  expectedTotalCents: number;
  choice: PaymentChoice;
  /** One per attempt: the retry after a 3-D Secure challenge sends the same key and gets the result. */
  idempotencyKey: string;
}

/**
 * POST /api/payments/cart_checkout: the cart's listings with one payment; each line's result, a card's 3-D Secure
 * redirect, or 'accepted' (poll the order). Errors are left to the caller.
 */
export const cartCheckout = (input: CartCheckoutInput): Promise<CartCheckoutResponse> =>
  apiSend(
    'cartCheckout',
    {
      body: {
        listing_ids: input.listingIds,
        expected_total_cents: input.expectedTotalCents,
        ...paymentFields(input.choice),
        action: 'buy',
        redirect_uri: paths.cart(),
      },
    },
    { toastErrors: false, headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
