import type { CardCheckoutResponse } from '../../../../shared/api/schemas/checkout';
import type { PaymentChoice } from '../../components/payment-method-selector/payment-selection';
import { apiSend } from '../api-client';

export interface CheckoutCallInput {
  /** The pack (drop true) or the auction (drop false) bought. */
  id: string;
  drop: boolean;
  /** The price the buyer saw, in USD: the server answers price_changed when it moved. */
  price: number;
  choice: PaymentChoice;
  /** The buyer saw the fraud check's warning and chose to continue. */
  fraudWarningAccepted: boolean;
  /** The shipping address of a physical item, else null. */
  addressUuid: string | null;
  /** One per attempt: a retry of the same attempt answers the first result and never charges twice. */
  idempotencyKey: string;
}

/**
 * One checkout call with the chosen method: POST /api/payments/card_checkout/{id} (may answer a 3-D Secure
 * redirect), balance_checkout/{id} (marketplace credit or prepaid USD) or bitgo-crypto-checkout/{id}/{coin}
 * (prepaid crypto). Errors are left to the caller.
 */
export function checkoutCall({
  id,
  drop,
  price,
  choice,
  fraudWarningAccepted,
  addressUuid,
  idempotencyKey,
}: CheckoutCallInput): Promise<CardCheckoutResponse> {
  const options = { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } };
  const params = { id };
  const address = addressUuid ? { addressUUID: addressUuid } : {};
  const common = { drop, fraud_warning_accepted: fraudWarningAccepted, ...address };
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
        { params: { ...params, coin: choice.coin }, body: { drop, ...address } },
        options,
      );
  }
}
