import { codesOf, labelsFor, type ValueOf } from './codes';

// Currencies (prepaid crypto) and their decimals.

export const Currency = { BTC: 'BTC', ETH: 'ETH', XTZ: 'XTZ', USDC: 'USDC', MATIC: 'MATIC' } as const;
export type Currency = ValueOf<typeof Currency>;
export const currencies = /* @__PURE__ */ codesOf(Currency);
export const currencyLabels = /* @__PURE__ */ labelsFor(Currency, {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  XTZ: 'Tezos',
  USDC: 'USD Coin',
  MATIC: 'Polygon',
});
/** The network each currency travels on; USDC and MATIC map to the Ethereum network. */
export const currencyNetwork: Readonly<Record<Currency, Currency>> = {
  BTC: 'BTC',
  ETH: 'ETH',
  XTZ: 'XTZ',
  USDC: 'ETH',
  MATIC: 'ETH',
};
/** Coin amounts are kept in integer micro-units and shown with 6 decimals. */
export const COIN_DECIMALS = 6;
export const coinDecimals: Readonly<Record<Currency, number>> = {
  BTC: COIN_DECIMALS,
  ETH: COIN_DECIMALS,
  XTZ: COIN_DECIMALS,
  USDC: COIN_DECIMALS,
  MATIC: COIN_DECIMALS,
};
/** On-chain base-unit decimals of each coin (satoshi, wei, mutez, USDC units, wei). */
export const coinNativeDecimals: Readonly<Record<Currency, number>> = {
  BTC: 8,
  ETH: 18,
  XTZ: 6,
  USDC: 6,
  MATIC: 18,
};
