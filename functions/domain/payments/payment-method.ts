import {
  type Currency,
  currencyLabels,
  PaymentMethod,
  paymentMethodLabels,
} from '../../../shared/domain/enums';
import type { CardScheme } from '../cards/card-number';
import type { HeldSource, LedgerAccount } from '../ledger/accounts';

/** How a buyer chooses to pay an order: a saved card, marketplace credit, prepaid USD or a prepaid coin. */
export type PaymentChoice =
  | { type: 'card'; cardId: string }
  | { type: 'credit' }
  | { type: 'usd' }
  | { type: 'coin'; coin: Currency };

/** The choice with what the processor needs of the card, as kept on an order or a hold. */
export type ResolvedPayment =
  | { type: 'card'; cardId: string; sourceId: string; last4: string; scheme: CardScheme; fingerprint: string }
  | { type: 'credit' }
  | { type: 'usd' }
  | { type: 'coin'; coin: Currency };

export type BalancePayment = Exclude<ResolvedPayment, { type: 'card' }>;

/** The spec's payment-method code: prepaid USD is the 'balance' source shown with the marketplace credit panel. */
export const methodCode = (payment: Pick<PaymentChoice, 'type'>): PaymentMethod =>
  payment.type === 'card'
    ? PaymentMethod.card
    : payment.type === 'coin'
      ? PaymentMethod.prepaidCrypto
      : PaymentMethod.marketplaceCredit;

/** How a transaction report names the method: 'Credit card / Debit card 4242', 'Prepaid Crypto (Ethereum)'. */
export function methodLabel(payment: ResolvedPayment): string {
  const label = paymentMethodLabels[methodCode(payment)];
  if (payment.type === 'card') return `${label} ${payment.last4}`;
  return payment.type === 'coin' ? `${label} (${currencyLabels[payment.coin]})` : label;
}

const heldSourceOf = (payment: BalancePayment): HeldSource =>
  payment.type === 'coin' ? payment.coin : payment.type;

/** The user's account a balance payment takes from. */
export function sourceAccount(payment: BalancePayment, userUuid: string): LedgerAccount {
  return payment.type === 'coin'
    ? { kind: 'coin', userUuid, coin: payment.coin }
    : { kind: payment.type, userUuid };
}

/** The user's account where a bid's hold on this balance sits until it is captured or released. */
export const heldAccount = (payment: BalancePayment, userUuid: string): LedgerAccount => ({
  kind: 'held',
  userUuid,
  source: heldSourceOf(payment),
});
