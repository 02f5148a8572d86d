import useSWR from 'swr';
import type { CryptoRates } from '../../../../shared/api/schemas/crypto';
import { type ApiError, apiKey } from '../api-client';

/** GET /api/payments/crypto-rates: USD per whole coin, keyed by coin. */
export const cryptoRatesKey = () => apiKey('getCryptoRates');

export const useCryptoRates = (enabled = true) =>
  useSWR<CryptoRates, ApiError>(enabled ? cryptoRatesKey() : null);
