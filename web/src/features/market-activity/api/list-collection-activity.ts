import useSWRInfinite from 'swr/infinite';
import type { ActivityKind, ActivityPage } from '../../../../../shared/api/schemas/activity';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { ACTIVITY_PAGE_SIZE } from './list-nft-activity';

/** GET /api/collections/{id}/activity/: a page of the collection's activity, newest first, of some kinds. */
export const collectionActivityKey = (
  collectionId: string,
  kinds: readonly ActivityKind[],
  cursor?: string,
) =>
  apiKey('listCollectionActivity', {
    params: { id: collectionId },
    query: { kinds: kinds.join(',') || undefined, cursor, limit: ACTIVITY_PAGE_SIZE },
  });

/** Page after page for 'Load more'. */
export const useCollectionActivity = (collectionId: string, kinds: readonly ActivityKind[]) =>
  useSWRInfinite<ActivityPage, ApiError>(
    (index, previous: ActivityPage | null) => {
      if (index === 0) return collectionActivityKey(collectionId, kinds);
      return previous?.next ? collectionActivityKey(collectionId, kinds, previous.next) : null;
    },
    { revalidateFirstPage: false },
  );
