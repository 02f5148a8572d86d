import useSWR from 'swr';
import type { EthGasFee } from '../../../../shared/api/schemas/crypto';
import { GAS_FEE_REFRESH_MS } from '../../../../shared/domain/constants';
import { type ApiError, apiKey } from '../api-client';

/** GET /api/payments/eth-gas-fee: one Ethereum-network transfer now, asked again every 6 s while shown. */
export const ethGasFeeKey = () => apiKey('getEthGasFee');

export const useEthGasFee = (enabled: boolean) =>
  useSWR<EthGasFee, ApiError>(enabled ? ethGasFeeKey() : null, { refreshInterval: GAS_FEE_REFRESH_MS });
