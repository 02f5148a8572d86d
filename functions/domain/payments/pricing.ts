import { CRYPTO_WITHDRAWAL_FEE_BPS } from '../../../shared/domain/constants';
import { type Currency, FeeKind, feeLabels } from '../../../shared/domain/enums';
import { basisPointsOfUp, centsToCoinMicros } from './coin-conversion';
import { InvalidOrderError } from './errors';
import type { ResolvedPayment } from './payment-method';

/** One fee line of a checkout: 'Credit Card', 'Transaction' or 'Gas'. */
export interface FeeLine {
  kind: FeeKind;
  label: string;
  amountCents: number;
}

/** What a prepaid-coin payment takes, at the rate it was priced with (integer micro-USD per coin). */
export interface CoinAmount {
  coin: Currency;
  rateMicroUsd: number;
  micros: number;
}

export interface OrderQuote {
  priceCents: number;
  fees: FeeLine[];
  totalCents: number;
  coin: CoinAmount | null;
}

/**
 * What prices a payment: the processor's card fee; nothing for balances; for a coin, its rate and the gas of
 * an Ethereum-network transfer already in cents (0 on other networks).
 */
export type Pricing =
  | { type: 'card'; cardFee: (amountCents: number) => number }
  | { type: 'balance' }
  | { type: 'coin'; coin: Currency; rateMicroUsd: number; gasCents: number };

const feeLine = (kind: FeeKind, amountCents: number): FeeLine => ({
  kind,
  label: feeLabels[kind],
  amountCents,
});

function feeLines(priceCents: number, pricing: Pricing): FeeLine[] {
  switch (pricing.type) {
    case 'card':
      return [feeLine(FeeKind.creditCard, pricing.cardFee(priceCents))];
    case 'balance':
      return [];
    case 'coin': {
      // Part 2 §9 '1% fee on crypto confirmation', plus the gas of the transfer on the Ethereum network.
      const transaction = feeLine(
        FeeKind.transaction,
        basisPointsOfUp(priceCents, CRYPTO_WITHDRAWAL_FEE_BPS),
      );
      return pricing.gasCents > 0 ? [transaction, feeLine(FeeKind.gas, pricing.gasCents)] : [transaction];
    }
  }
}

/** The fees and total of a price; a coin payment converts the total (fees included) once, rounded up. */
export function priceOrder(priceCents: number, pricing: Pricing): OrderQuote {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0)
    throw new InvalidOrderError(`A price is positive integer cents, got ${priceCents}`);
  const fees = feeLines(priceCents, pricing);
  const totalCents = fees.reduce((sum, fee) => sum + fee.amountCents, priceCents);
  const coin =
    pricing.type === 'coin'
      ? {
          coin: pricing.coin,
          rateMicroUsd: pricing.rateMicroUsd,
          micros: centsToCoinMicros(totalCents, pricing.rateMicroUsd),
        }
      : null;
  return { priceCents, fees, totalCents, coin };
}

/** The pricing a quote was made with (its coin rate and gas), to price a smaller capture of a hold the same way. */
export function pricingOf(
  payment: ResolvedPayment,
  quote: OrderQuote,
  cardFee: (amountCents: number) => number,
): Pricing {
  if (payment.type === 'card') return { type: 'card', cardFee };
  if (payment.type !== 'coin' || !quote.coin) return { type: 'balance' };
  const gasCents = quote.fees.find((fee) => fee.kind === FeeKind.gas)?.amountCents ?? 0;
  return { type: 'coin', coin: payment.coin, rateMicroUsd: quote.coin.rateMicroUsd, gasCents };
}
