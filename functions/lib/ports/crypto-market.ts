import type { Currency } from '../../../shared/domain/enums';

/**
 * Prices of the payment coins, in integer micro-USD per whole coin (3,120.551234 USD -> 3_120_551_234), so a
 * conversion to cents or coin micro-units is exact integer arithmetic.
 */
export type CoinRates = Readonly<Record<Currency, number>>;

export interface GasFee {
  /** What one Ethereum-network transfer costs now, in ETH micro-units. */
  ethMicros: number;
}

/** The crypto market (Coinbase prices and an Ethereum gas oracle in AWS; a drifting sandbox locally). */
export interface CryptoMarketPort {
  rates(): Promise<CoinRates>;
  ethGasFee(): Promise<GasFee>;
}
