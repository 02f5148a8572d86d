import useSWR from 'swr';
import type { ResponseOf } from '../../../../../shared/api/contract';
import { type ApiError, apiKey } from '../../../lib/api-client';

export type Redirects = ResponseOf<'listRedirects'>;

/** GET /api/nft/redirects: paths the catch-all route sends elsewhere. */
export const redirectsKey = () => apiKey('listRedirects');

export const useRedirects = () => useSWR<Redirects, ApiError>(redirectsKey(), { revalidateOnFocus: false });
