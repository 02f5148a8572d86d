import { PaymentMethod } from '../../../../shared/domain/enums';
import type { PaymentChoice } from '../../components/payment-method-selector/payment-selection';

/** The spec's payment fields of a chosen method, as the offer, gift and fusion calls take them. */
export function paymentFields(choice: PaymentChoice): {
  payment_method: PaymentMethod;
  card_id?: string;
  coin?: Extract<PaymentChoice, { type: 'coin' }>['coin'];
  source?: Exclude<PaymentChoice['type'], 'card' | 'coin'>;
} {
  switch (choice.type) {
    case 'card':
      return { payment_method: PaymentMethod.card, card_id: choice.cardId };
    case 'coin':
      return { payment_method: PaymentMethod.prepaidCrypto, coin: choice.coin };
    default:
      return { payment_method: PaymentMethod.marketplaceCredit, source: choice.type };
  }
}

/** The chosen method as one part of an attempt's scope (lib/payments/attempt-key.ts). */
export const choiceScopePart = (choice: PaymentChoice): string =>
  choice.type === 'card'
    ? `card:${choice.cardId}`
    : choice.type === 'coin'
      ? `coin:${choice.coin}`
      : choice.type;
