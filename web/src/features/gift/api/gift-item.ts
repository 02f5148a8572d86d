import type { GiftAnswer } from '../../../../../shared/api/schemas/gifts';
import { PaymentMethod } from '../../../../../shared/domain/enums';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';

/** The spec's payment fields of the chosen method. */
const paymentFields = (choice: PaymentChoice) => {
  switch (choice.type) {
    case 'card':
      return { payment_method: PaymentMethod.card, card_id: choice.cardId };
    case 'coin':
      return { payment_method: PaymentMethod.prepaidCrypto, coin: choice.coin };
    default:
      return { payment_method: PaymentMethod.marketplaceCredit, source: choice.type };
  }
};

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
