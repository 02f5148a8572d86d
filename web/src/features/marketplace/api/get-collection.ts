import useSWR from 'swr';
import type { Collection } from '../../../../../shared/api/schemas/collections';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useLiveChannel } from '../../../lib/live/use-live-channel';

/** GET /api/collections/{id}/: the collection page's header. */
export const collectionKey = (id: string) => apiKey('getCollection', { params: { id } });

/** Loads again at each live nudge of the collection's market (a listing, a sale, a price change). */
export function useCollection(id: string) {
  const result = useSWR<Collection, ApiError>(collectionKey(id));
  const { mutate } = result;
  useLiveChannel(`collection:${id}`, () => void mutate());
  return result;
}
