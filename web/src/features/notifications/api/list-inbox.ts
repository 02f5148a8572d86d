import { useAtomValue } from 'jotai';
import useSWRInfinite from 'swr/infinite';
import { INBOX_PAGE_SIZE, type InboxPage } from '../../../../../shared/api/schemas/inbox';
import { type ApiError, apiGet } from '../../../lib/api-client';
import { useLiveChannel } from '../../../lib/live/use-live-channel';
import { idTokenAtom } from '../../../lib/session/session-store';

export const inboxPageKey = (start: number) => ['listInbox', start] as const;

const fetchInboxPage = ([, start]: ReturnType<typeof inboxPageKey>): Promise<InboxPage> =>
  apiGet('listInbox', { query: { start, limit: INBOX_PAGE_SIZE } });

/**
 * GET /api/inbox/?start=&limit=10, page after page; `next` is the following page's start. A live nudge of the
 * caller's `user` channel (a new notification) loads the pages again.
 */
export function useInboxPages() {
  const token = useAtomValue(idTokenAtom);
  const result = useSWRInfinite<
    InboxPage,
    ApiError,
    (index: number, previous: InboxPage | null) => ReturnType<typeof inboxPageKey> | null
  >(
    (index, previous) => {
      if (index === 0) return inboxPageKey(0);
      return previous?.next != null ? inboxPageKey(previous.next) : null;
    },
    fetchInboxPage,
    { revalidateFirstPage: false },
  );
  const { mutate } = result;
  useLiveChannel(token ? 'user' : null, () => void mutate(), token);
  return result;
}
