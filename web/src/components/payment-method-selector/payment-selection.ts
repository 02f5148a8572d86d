import type { Balances } from '../../../../shared/api/schemas/billing';
import type { CryptoRates } from '../../../../shared/api/schemas/crypto';
import type { Card, PaymentMethods } from '../../../../shared/api/schemas/payments';
import {
  BPS_DENOMINATOR,
  COIN_MICRO_UNITS,
  CRYPTO_WITHDRAWAL_FEE_BPS,
} from '../../../../shared/domain/constants';
import { type Currency, currencyNetwork, FeeKind, feeLabels } from '../../../../shared/domain/enums';
import { microUnitsFromCoinInput } from '../../../../shared/format/coin';
import { isAmex } from '../../lib/payments/card-label';
import { usdToCents } from '../../utils/money';

/**
 * What the buyer chose, in the payment service's terms (functions/domain/payments/payment-method.ts): the
 * default card, marketplace credit or prepaid USD (both 'Marketplace Credit'), or a prepaid coin.
 */
export type PaymentChoice =
  | { type: 'card'; cardId: string }
  | { type: 'credit' }
  | { type: 'usd' }
  | { type: 'coin'; coin: Currency };

export interface FeeLine {
  kind: FeeKind;
  /** 'Credit Card', 'Transaction' or 'Gas'. */
  label: string;
  cents: number;
}

/** Why the Buy or Bid button is disabled (spec part 1 §5 'Bid' and 'Buy'). */
export type PaymentBlock =
  | 'noMethod'
  | 'priceZero'
  | 'cardsLoading'
  | 'balancesLoading'
  | 'feesLoading'
  | 'cardBlocked'
  | 'notAmex'
  | 'insufficientBalance';

export interface PaymentSelectionInput {
  choice: PaymentChoice | null;
  priceCents: number;
  amexOnly: boolean;
  /** undefined while loading. */
  paymentMethods: PaymentMethods | undefined;
  balances: Balances | undefined;
  rates: CryptoRates | undefined;
  cardFeeCents: number | undefined;
  gasFeeCents: number | undefined;
}

export interface PaymentSelection {
  choice: PaymentChoice | null;
  /** The card a card payment uses. */
  card: Card | null;
  fees: FeeLine[];
  /** Price plus fees, in cents. */
  totalCents: number;
  /** Prepaid crypto: the total at the coin's rate, in micro-units, rounded up as the server does. */
  coinMicroUnits: bigint | null;
  /** The Buy or Bid button may be enabled. */
  canPay: boolean;
  blockedBy: PaymentBlock | null;
}

/** Coins on the Ethereum network (ETH, USDC, MATIC) pay the network's gas fee. */
export const paysGas = (coin: Currency): boolean => currencyNetwork[coin] === 'ETH';

export const defaultCardOf = (methods: PaymentMethods | undefined): Card | null =>
  methods?.cards.find((card) => card.default) ?? null;

const ceilDiv = (dividend: bigint, divisor: bigint) => (dividend + divisor - 1n) / divisor;

/** Cents at `usdPerCoin` in coin micro-units, never less than the cents are worth (the server's rounding). */
export function centsToCoinMicroUnits(cents: number, usdPerCoin: number): bigint {
  const microUsdPerCoin = BigInt(Math.round(usdPerCoin * COIN_MICRO_UNITS));
  const microUsd = BigInt(cents) * BigInt(COIN_MICRO_UNITS / 100);
  return ceilDiv(microUsd * BigInt(COIN_MICRO_UNITS), microUsdPerCoin);
}

/** 'Transaction': part 2 §9's 1% on a crypto payment, rounded up to the cent. */
export const cryptoTransactionFeeCents = (priceCents: number): number =>
  Math.ceil((priceCents * CRYPTO_WITHDRAWAL_FEE_BPS) / BPS_DENOMINATOR);

/** The fee lines of the payment service: 'Credit Card' for a card, 'Transaction' and (on Ethereum) 'Gas' for a coin. */
function feesOf(input: PaymentSelectionInput): FeeLine[] | undefined {
  const { choice } = input;
  const line = (kind: FeeKind, cents: number): FeeLine => ({ kind, label: feeLabels[kind], cents });
  switch (choice?.type) {
    case 'card':
      return input.cardFeeCents === undefined ? undefined : [line(FeeKind.creditCard, input.cardFeeCents)];
    case 'coin': {
      const transaction = line(FeeKind.transaction, cryptoTransactionFeeCents(input.priceCents));
      if (!paysGas(choice.coin)) return [transaction];
      return input.gasFeeCents === undefined
        ? undefined
        : [transaction, line(FeeKind.gas, input.gasFeeCents)];
    }
    default:
      return [];
  }
}

function shortOf(
  choice: PaymentChoice,
  balances: Balances,
  totalCents: number,
  coinMicroUnits: bigint | null,
) {
  switch (choice.type) {
    case 'credit':
      return usdToCents(balances.balance) < totalCents;
    case 'usd':
      return usdToCents(balances.USD) < totalCents;
    case 'coin':
      return (
        coinMicroUnits !== null &&
        microUnitsFromCoinInput(balances.coins[choice.coin]?.available ?? '0.000000') < coinMicroUnits
      );
    default:
      return false;
  }
}

/**
 * The payment rules of spec part 1 §5: no method, a zero price, cards or balances still loading, a paused
 * default card, a non-Amex card for an Amex-only item, or a balance below the total keep the button disabled.
 */
export function paymentSelection(input: PaymentSelectionInput): PaymentSelection {
  const { choice, paymentMethods, balances } = input;
  const fees = feesOf(input);
  const totalCents = input.priceCents + (fees ?? []).reduce((sum, fee) => sum + fee.cents, 0);
  const card =
    choice?.type === 'card'
      ? (paymentMethods?.cards.find((known) => known.id === choice.cardId) ?? null)
      : null;
  const rate = choice?.type === 'coin' ? input.rates?.[choice.coin] : undefined;
  const coinMicroUnits = fees && rate ? centsToCoinMicroUnits(totalCents, rate) : null;

  const blockedBy = ((): PaymentBlock | null => {
    if (!choice) return 'noMethod';
    if (input.priceCents <= 0) return 'priceZero';
    if (!paymentMethods) return 'cardsLoading';
    if (!balances) return 'balancesLoading';
    if (!fees || (choice.type === 'coin' && coinMicroUnits === null)) return 'feesLoading';
    if (choice.type === 'card') {
      if (!card) return 'noMethod';
      if (card.is_temporary_blocked) return 'cardBlocked';
      return input.amexOnly && !isAmex(card) ? 'notAmex' : null;
    }
    return shortOf(choice, balances, totalCents, coinMicroUnits) ? 'insufficientBalance' : null;
  })();

  return {
    choice,
    card,
    fees: fees ?? [],
    totalCents,
    coinMicroUnits,
    canPay: blockedBy === null,
    blockedBy,
  };
}
