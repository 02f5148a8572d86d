import useSWRInfinite from 'swr/infinite';
import type { ActivityKind, ActivityPage } from '../../../../../shared/api/schemas/activity';
import { type ApiError, apiKey } from '../../../lib/api-client';

export const ACTIVITY_PAGE_SIZE = 20;

/** GET /api/nft/{id}/activity: a page of the NFT's activity, newest first, of some kinds; `cursor` continues. */
export const nftActivityKey = (nftId: string, kinds: readonly ActivityKind[], cursor?: string) =>
  apiKey('listNftActivity', {
    params: { id: nftId },
    query: { kinds: kinds.join(',') || undefined, cursor, limit: ACTIVITY_PAGE_SIZE },
  });

/** Page after page for 'Load more': each next page starts at the previous page's cursor. */
export const useNftActivity = (nftId: string, kinds: readonly ActivityKind[]) =>
  useSWRInfinite<ActivityPage, ApiError>(
    (index, previous: ActivityPage | null) => {
      if (index === 0) return nftActivityKey(nftId, kinds);
      return previous?.next ? nftActivityKey(nftId, kinds, previous.next) : null;
    },
    { revalidateFirstPage: false },
  );
