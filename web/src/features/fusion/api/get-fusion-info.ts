import useSWR from 'swr';
import type { FusionInfo } from '../../../../../shared/api/schemas/fusion';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/nft/fusion_request/info: the recipes and the default fuse price. */
export const fusionInfoKey = () => apiKey('getFusionInfo');

export const useFusionInfo = () => useSWR<FusionInfo, ApiError>(fusionInfoKey());
