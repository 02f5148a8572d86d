import type { CardCheckoutResponse } from '../../../../../shared/api/schemas/checkout';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { apiSend } from '../../../lib/api-client';

export interface BuyPackInput {
  packId: string;
  /** The price the buyer saw, in USD: the server answers price_changed when it moved. */
  price: number;
  choice: PaymentChoice;
  /** The buyer saw the fraud check's warning and chose to continue. */
  fraudWarningAccepted: boolean;
  /** One per attempt: a retry of the same attempt answers the first result and never charges twice. */
  idempotencyKey: string;
}

/**
 * Buys a pack with the chosen method: POST /api/payments/card_checkout/{id}, balance_checkout/{id} (marketplace
 * credit or prepaid USD) or bitgo-crypto-checkout/{id}/{coin} (prepaid crypto). A card may answer a redirect to
 * its 3-D Secure challenge instead of the result. Errors are left to the checkout.
 */
export function buyPack({
  packId,
  price,
  choice,
  fraudWarningAccepted,
  idempotencyKey,
}: BuyPackInput): Promise<CardCheckoutResponse> {
  const options = { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } };
  const params = { id: packId };
  const common = { drop: true, fraud_warning_accepted: fraudWarningAccepted };
  switch (choice.type) {
    case 'card':
      return apiSend(
        'cardCheckout',
        { params, body: { ...common, price, action: 'buy', card_id: choice.cardId } },
        options,
      );
    case 'credit':
    case 'usd':
      return apiSend('balanceCheckout', { params, body: { ...common, price, source: choice.type } }, options);
    case 'coin':
      return apiSend(
        'cryptoCheckout',
        { params: { ...params, coin: choice.coin }, body: { drop: true } },
        options,
      );
  }
}
