import type { CryptoRates, EthGasFee } from '../../../shared/api/schemas/crypto';
import { ALLOWED_PAYMENT_CRYPTO, COIN_MICRO_UNITS } from '../../../shared/domain/constants';
import type { Deps } from '../../lib/deps';
import { centsToUsd, coinAmountText } from '../money';

const MICRO_USD_PER_CENT = 10_000n;

/** USD per whole coin, for every allowed payment coin (exact: micro-USD / 10^6 has at most 6 decimals). */
export async function cryptoRates(deps: Pick<Deps, 'market'>): Promise<CryptoRates> {
  const rates = await deps.market.rates();
  return Object.fromEntries(
    ALLOWED_PAYMENT_CRYPTO.map((coin) => [coin, rates[coin] / 1_000_000]),
  ) as CryptoRates;
}

/** What one Ethereum-network transfer costs now, in ETH and in USD (rounded half up to the cent). */
export async function ethGasFee(deps: Pick<Deps, 'market'>): Promise<EthGasFee> {
  const [{ ethMicros }, rates] = await Promise.all([deps.market.ethGasFee(), deps.market.rates()]);
  const microUsd = (BigInt(ethMicros) * BigInt(rates.ETH)) / BigInt(COIN_MICRO_UNITS);
  const cents = (microUsd + MICRO_USD_PER_CENT / 2n) / MICRO_USD_PER_CENT;
  return { fee: coinAmountText(ethMicros), usd: centsToUsd(Number(cents)) };
}
