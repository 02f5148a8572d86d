import type { Clock } from '../clock';
import type { CoinRates, CryptoMarketPort } from '../ports/crypto-market';

/** The sandbox's reference prices in micro-USD per coin; README lists them. */
export const SANDBOX_COIN_RATES: CoinRates = {
  BTC: 65_000_000_000,
  ETH: 3_000_000_000,
  XTZ: 800_000,
  USDC: 1_000_000,
  MATIC: 500_000,
};
export const SANDBOX_GAS_ETH_MICROS = 600;

/**
 * Like a price feed in test mode: the reference prices, except that every minute they drift by up to +/-0.5%
 * (USDC stays at $1) and the gas fee by up to +/-20%, so screens that refresh show movement. Deterministic per
 * minute, so tests on a manual clock know the figures.
 */
export function sandboxCryptoMarket(clock: Clock): CryptoMarketPort {
  const minute = () => Math.floor(clock.now().getTime() / 60_000);
  /** A repeatable value in [-1, 1] for a minute and a salt. */
  const wobble = (salt: number) => Math.sin(minute() * 12.9898 + salt * 78.233);
  return {
    async rates() {
      const entries = Object.entries(SANDBOX_COIN_RATES).map(([coin, rate], i) => [
        coin,
        coin === 'USDC' ? rate : Math.round(rate * (1 + 0.005 * wobble(i + 1))),
      ]);
      return Object.fromEntries(entries) as CoinRates;
    },
    async ethGasFee() {
      return { ethMicros: Math.round(SANDBOX_GAS_ETH_MICROS * (1 + 0.2 * wobble(99))) };
    },
  };
}
