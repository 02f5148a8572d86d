import useSWR from 'swr';
import type { CryptoAddress } from '../../../../../shared/api/schemas/crypto';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/payments/bitgo-get-addresses: the latest deposit address per coin, each with its expiry. */
export const depositAddressesKey = () => apiKey('listDepositAddresses');

export const useDepositAddresses = (enabled: boolean) =>
  useSWR<CryptoAddress[], ApiError>(enabled ? depositAddressesKey() : null);
