import type { ActivityKind, PriceRange } from '../../../shared/api/schemas/activity';
import type { Db } from '../../data/db';
import { type ActivityScope, listActivity, listNftSales } from '../../data/market-activity';
import { getNft } from '../../data/nft';
import { getUser } from '../../data/user';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { readCollection } from '../collection/collection-reads';
import { priceSummary, rangeStart } from './price-summary';

export interface ActivityRequest {
  kinds?: ActivityKind[];
  cursor?: string;
  limit: number;
}

const SORT_KEY = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[\w#-]+$/;

/** The feed's cursor is the last entry's sort key, base64url so it is opaque and URL-safe. */
export const encodeCursor = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!SORT_KEY.test(sortKey)) throw new ValidationError([{ field: 'cursor', message: 'Invalid cursor.' }]);
  return sortKey;
}

/** A page of activity with the usernames of the users it names (each read once, in parallel). */
async function activityPage(db: Db, scope: ActivityScope, request: ActivityRequest) {
  const page = await listActivity(db, scope, {
    kinds: request.kinds,
    before: decodeCursor(request.cursor),
    limit: request.limit,
  });
  const uuids = [
    ...new Set(
      page.records.flatMap((record) => [record.fromUuid, record.toUuid]).filter((uuid) => uuid !== null),
    ),
  ] as string[];
  const users = await Promise.all(uuids.map((uuid) => getUser(db, uuid)));
  const usernames = new Map(users.flatMap((user) => (user ? [[user.uuid, user.username] as const] : [])));
  return {
    records: page.records,
    usernames,
    next: page.next === null ? null : encodeCursor(page.next),
  };
}

/** GET /nft/{id}/activity: 404 for an unknown NFT. */
export async function readNftActivity(db: Db, nftId: string, request: ActivityRequest) {
  if (!(await getNft(db, nftId))) throw new NotFoundError();
  return activityPage(db, { nftId }, request);
}

/** GET /collections/{id}/activity/: 404 for an unknown collection. */
export async function readCollectionActivity(db: Db, collectionId: string, request: ActivityRequest) {
  await readCollection(db, collectionId);
  return activityPage(db, { collectionId }, request);
}

/** GET /nft/{id}/price-history: the NFT's priced sales in the range, oldest first, and their summary. */
export async function readPriceHistory(db: Db, nftId: string, range: PriceRange, now: Date) {
  if (!(await getNft(db, nftId))) throw new NotFoundError();
  const sales = await listNftSales(db, nftId, rangeStart(range, now));
  return {
    range,
    sales,
    summary: priceSummary(sales.map((sale) => sale.priceCents ?? 0)),
  };
}
