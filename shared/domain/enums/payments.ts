import { codesOf, labelsFor, type ValueOf } from './codes';

// Payments and payouts.

export const PaymentMethod = { card: 1, marketplaceCredit: 2, prepaidCrypto: 7 } as const;
export type PaymentMethod = ValueOf<typeof PaymentMethod>;
export const paymentMethods = /* @__PURE__ */ codesOf(PaymentMethod);
export const paymentMethodLabels = /* @__PURE__ */ labelsFor(PaymentMethod, {
  card: 'Credit card / Debit card',
  marketplaceCredit: 'Marketplace Credit',
  prepaidCrypto: 'Prepaid Crypto',
});

export const PaymentSource = {
  card: 'card',
  balance: 'balance',
  deposit: 'deposit',
  coinbaseCommerce: 'coinbase_commerce',
  coinbaseAuth: 'coinbase_auth',
  bitgo: 'bitgo',
  crypto: 'crypto',
  prequalified: 'prequalified',
} as const;
export type PaymentSource = ValueOf<typeof PaymentSource>;

/** Fee line labels at checkout. */
export const FeeKind = { creditCard: 'creditCard', transaction: 'transaction', gas: 'gas' } as const;
export type FeeKind = ValueOf<typeof FeeKind>;
export const feeLabels = /* @__PURE__ */ labelsFor(FeeKind, {
  creditCard: 'Credit Card',
  transaction: 'Transaction',
  gas: 'Gas',
});

export const BankAccountType = { checking: 'checking', savings: 'savings' } as const;
export type BankAccountType = ValueOf<typeof BankAccountType>;
export const bankAccountTypeLabels = /* @__PURE__ */ labelsFor(BankAccountType, {
  checking: 'Checking',
  savings: 'Savings',
});

export const PayoutProvider = { dwolla: 'dwolla', bitpay: 'bitpay' } as const;
export type PayoutProvider = ValueOf<typeof PayoutProvider>;

export const PayoutCoin = { BTC: 'BTC', BCH: 'BCH', DOGE: 'DOGE', LTC: 'LTC' } as const;
export type PayoutCoin = ValueOf<typeof PayoutCoin>;
export const payoutCoinLabels = /* @__PURE__ */ labelsFor(PayoutCoin, {
  BTC: 'Bitcoin',
  BCH: 'Bitcoin Cash',
  DOGE: 'Dogecoin',
  LTC: 'Litecoin',
});

/** Withdrawal transfer types. */
export const WithdrawalType = { fiat: 'fiat', crypto: 'crypto' } as const;
export type WithdrawalType = ValueOf<typeof WithdrawalType>;

// ---------------------------------------------------------------------------------------------------------
