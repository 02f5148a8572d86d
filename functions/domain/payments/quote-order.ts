import { currencyNetwork } from '../../../shared/domain/enums';
import type { Deps } from '../../lib/deps';
import { coinMicrosToCentsUp } from './coin-conversion';
import type { PaymentChoice, ResolvedPayment } from './payment-method';
import { type OrderQuote, type Pricing, priceOrder } from './pricing';
import { resolvePayment } from './resolve-payment';

/** Prices a payment now: the processor's card fee, or the coin's current rate and, on Ethereum, the gas. */
export async function livePricing(deps: Deps, payment: ResolvedPayment): Promise<Pricing> {
  if (payment.type === 'card') return { type: 'card', cardFee: (cents) => deps.cards.cardFee(cents) };
  if (payment.type !== 'coin') return { type: 'balance' };
  const rates = await deps.market.rates();
  const gasCents =
    currencyNetwork[payment.coin] === 'ETH'
      ? coinMicrosToCentsUp((await deps.market.ethGasFee()).ethMicros, rates.ETH)
      : 0;
  return { type: 'coin', coin: payment.coin, rateMicroUsd: rates[payment.coin], gasCents };
}

/**
 * What paying `priceCents` with `method` costs the user now: the fee lines ('Credit Card' as GET
 * /payments/card_fee answers; 'Transaction' 1% and, on the Ethereum network, 'Gas' for a coin; none for
 * balances), the total, and for a coin the micro-units at the current rate.
 */
export async function quoteOrder(
  deps: Deps,
  input: { userUuid: string; priceCents: number; method: PaymentChoice },
): Promise<OrderQuote> {
  const payment = await resolvePayment(deps, input.userUuid, input.method);
  return priceOrder(input.priceCents, await livePricing(deps, payment));
}
