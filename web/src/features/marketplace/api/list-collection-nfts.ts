import useSWR from 'swr';
import type { CollectionNftsPage } from '../../../../../shared/api/schemas/collections';
import type { SortOrder } from '../../../../../shared/domain/enums';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useLiveChannel } from '../../../lib/live/use-live-channel';

export interface CollectionNftsFilter {
  page: number;
  ordering: SortOrder;
  /** Filter values as the filters answer them (`<type>:<value>`). */
  traits: readonly string[];
}

/** GET /api/collections/{id}/nfts/: one numbered page of 20. */
export const collectionNftsKey = (id: string, filter: CollectionNftsFilter) =>
  apiKey('listCollectionNfts', {
    params: { id },
    query: { page: filter.page, ordering: filter.ordering, traits: filter.traits.join(',') || undefined },
  });

/** The page shown stays up while the next one loads; a live nudge of the collection loads it again. */
export function useCollectionNfts(id: string, filter: CollectionNftsFilter) {
  const result = useSWR<CollectionNftsPage, ApiError>(collectionNftsKey(id, filter), {
    keepPreviousData: true,
  });
  const { mutate } = result;
  useLiveChannel(`collection:${id}`, () => void mutate());
  return result;
}
