import useSWR from 'swr';
import type { Collection } from '../../../../../shared/api/schemas/collections';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/collections/{id}/: the collection page's header. */
export const collectionKey = (id: string) => apiKey('getCollection', { params: { id } });

export const useCollection = (id: string) => useSWR<Collection, ApiError>(collectionKey(id));
