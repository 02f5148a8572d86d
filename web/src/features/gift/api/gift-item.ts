import type { GiftAnswer } from '../../../../../shared/api/schemas/gifts';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';
import { paymentFields } from '../../../lib/payments/payment-fields';

export interface GiftItemInput {
  nftId: string;
  itemId: string;
  email: string;
  choice: PaymentChoice;
  /** One per attempt: the retry after a 3-D Secure challenge sends the same key and gets the result. */
  idempotencyKey: string;
}

/**
 * POST /api/nft/{itemId}/gift: the $1 fee with the chosen method; 'success' with the gift, or 'redirect' to a card's
 * 3-D Secure challenge. Errors are left to the caller.
 */
export const giftItem = ({
  nftId,
  itemId,
  email,
  choice,
  idempotencyKey,
}: GiftItemInput): Promise<GiftAnswer> =>
  apiSend(
    'giftItem',
    {
      params: { id: itemId },
      body: {
        receiving_user_email: email,
        ...paymentFields(choice),
        action: 'gift',
        redirect_uri: paths.nftItemGiftPayment({ nftId, nftItemId: itemId }),
      },
    },
    { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );
