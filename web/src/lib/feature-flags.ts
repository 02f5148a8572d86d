import useSWR from 'swr';
import type { AppConfig } from '../../../shared/api/schemas/catalog';
import { defaultFlags, type FeatureFlags } from '../../../shared/domain/flags';
import { type ApiError, apiKey } from './api-client';

/** GET /api/config: feature flags and client settings (spec part 2 §9). Fetched by the app's SWR fetcher. */
export const configKey = () => apiKey('getConfig');

export function useAppConfig() {
  return useSWR<AppConfig, ApiError>(configKey(), { revalidateOnFocus: false });
}

/**
 * The served flags, or the spec's defaults until they arrive (or if the call fails). `isLoading` lets
 * flag-gated routes wait instead of answering not-found.
 */
export function useFlags(): { flags: FeatureFlags; isLoading: boolean } {
  const { data, isLoading } = useAppConfig();
  return { flags: data?.flags ?? defaultFlags, isLoading };
}
