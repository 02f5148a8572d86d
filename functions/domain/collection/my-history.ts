import { ORDER_HISTORY_PAGE_SIZE } from '../../../shared/domain/constants';
import type { HistoryKind } from '../../../shared/domain/enums';
import type { Db } from '../../data/db';
import { listHistory, type OwnershipHistoryRecord } from '../../data/ownership-history';
import { getUser } from '../../data/user';
import { historyKind } from './history-kind';
import { pageOfList } from './owned-items';

export interface MyHistoryFilter {
  /** Matched case-insensitively against the title, the artist's name and the pack's title. */
  search?: string;
  oldestFirst: boolean;
}

export interface HistoryRow {
  entry: OwnershipHistoryRecord;
  kind: HistoryKind;
}

const matches = (entry: OwnershipHistoryRecord, search: string) =>
  [entry.nftItem.title, entry.nftItem.artistName, entry.bundle?.title ?? ''].some((text) =>
    text.toLowerCase().includes(search),
  );

/** The usernames of the users a page of history names, each read once. */
async function usernamesOf(db: Db, entries: readonly OwnershipHistoryRecord[]) {
  const uuids = new Set(
    entries
      .flatMap((entry) => [entry.oldOwner, entry.owner, entry.receiver, entry.seller])
      .filter((uuid): uuid is string => uuid !== null),
  );
  const users = await Promise.all([...uuids].map((uuid) => getUser(db, uuid)));
  return new Map(users.flatMap((user) => (user ? [[user.uuid, user.username] as const] : [])));
}

/** A page (4) of a user's order history by date, with each row's kind from the user's side. */
export async function listMyHistory(db: Db, uuid: string, filter: MyHistoryFilter, page: number) {
  const search = filter.search?.trim().toLowerCase();
  const entries = await listHistory(db, uuid, filter.oldestFirst);
  const matching = search ? entries.filter((entry) => matches(entry, search)) : entries;
  const { count, next, results } = pageOfList(matching, page, ORDER_HISTORY_PAGE_SIZE);
  return {
    count,
    next,
    rows: results.map((entry): HistoryRow => ({ entry, kind: historyKind(entry, uuid) })),
    usernames: await usernamesOf(db, results),
  };
}
