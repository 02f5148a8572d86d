import { type Currency, PaymentMethod } from '../../shared/domain/enums';
import { messages } from '../../shared/domain/messages';
import { cardChoice } from '../domain/payments/card-choice';
import type { PaymentChoice } from '../domain/payments/payment-method';
import type { Deps } from '../lib/deps';
import { ValidationError } from '../lib/errors';

/**
 * The payment fields of an offer, a gift or a fusion (spec part 2 §7: payment_method and coin; card_id and source
 * ours).
 */
export interface PaymentFields {
  payment_method: PaymentMethod;
  coin?: Currency;
  card_id?: string;
  source: 'credit' | 'usd';
}

/**
 * payment_method 1: the card named, else the default card; 2: marketplace credit or prepaid USD; 7: the coin, which
 * must be named.
 */
export function paymentChoiceOf(
  deps: Deps,
  userUuid: string,
  body: PaymentFields,
): Promise<PaymentChoice> | PaymentChoice {
  if (body.payment_method === PaymentMethod.card) return cardChoice(deps, userUuid, body.card_id);
  if (body.payment_method !== PaymentMethod.prepaidCrypto) return { type: body.source };
  if (!body.coin) throw new ValidationError([{ field: 'coin', message: messages.requiredField }]);
  return { type: 'coin', coin: body.coin };
}
