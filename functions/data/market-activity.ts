import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ActivityKind } from '../../shared/api/schemas/activity';
import { type Db, type Item, queryItems, recordOf, type TransactItem } from './db';

/**
 * One thing that happened on the market to one edition (or, for an offer on no edition, to an NFT): written by the
 * market consumer from a MarketActivity event, once (a conditional put keyed by the event, so a redelivery writes
 * nothing and the stats updated in the same transaction move once). Catalogue fields (title, thumbnail, collection)
 * are copied from the NFT; usernames are read when answering, since they can change.
 *
 * Access patterns: an NFT's activity, newest first (table `pk = ACTIVITY#NFT#<nftId>`); a collection's activity,
 * newest first (gsi1 `ACTIVITY#COLLECTION#<collectionId>`); an NFT's priced sales by date (gsi2
 * `SALES#NFT#<nftId>`, sparse: only sales with a price), the price history. Sort keys `<at>#<id>` are unique, so the
 * feed's cursor is a sort key and the next page a `sk < cursor` query.
 */
export interface ActivityRecord {
  /** The event's id, with `#<n>` for the n-th edition of an event that moved several. */
  id: string;
  kind: ActivityKind;
  at: string;
  nftId: string;
  collectionId: string;
  nftTitle: string;
  thumbnailKey: string;
  itemId: string | null;
  sequence: number | null;
  priceCents: number | null;
  fromUuid: string | null;
  toUuid: string | null;
  market: 'primary' | 'secondary' | null;
  listingId: string | null;
  offerId: string | null;
}

const nftPk = (nftId: string) => `ACTIVITY#NFT#${nftId}`;
const collectionPk = (collectionId: string) => `ACTIVITY#COLLECTION#${collectionId}`;
const salesPk = (nftId: string) => `SALES#NFT#${nftId}`;
export const activitySk = (record: Pick<ActivityRecord, 'at' | 'id'>) => `${record.at}#${record.id}`;

export const isPricedSale = (record: Pick<ActivityRecord, 'kind' | 'priceCents'>) =>
  record.kind === 'sale' && record.priceCents !== null;

export function toItem(record: ActivityRecord): Item {
  const sk = activitySk(record);
  return {
    pk: nftPk(record.nftId),
    sk,
    gsi1pk: collectionPk(record.collectionId),
    gsi1sk: sk,
    ...(isPricedSale(record) ? { gsi2pk: salesPk(record.nftId), gsi2sk: sk } : {}),
    entity: 'market-activity',
    ...record,
  };
}

export const fromItem = (item: Item): ActivityRecord => recordOf<ActivityRecord>(item);

/** Put only if new: the market consumer's guard against a second delivery of the same event. */
export const putNewActivity = (db: Db, record: ActivityRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(record), ConditionExpression: 'attribute_not_exists(pk)' },
});

export type ActivityScope = { nftId: string } | { collectionId: string };

export interface ActivityPageQuery {
  kinds?: readonly ActivityKind[];
  /** Sort key of the previous page's last entry: the page starts after it. */
  before?: string;
  limit: number;
}

/** A kinds filter that skips most of a partition stops after reading this many items and answers a cursor. */
const MAX_EVALUATED = 500;

/**
 * A page of activity, newest first, optionally of some kinds only (a filter: reads stop once the page is full or
 * after MAX_EVALUATED items). `next` is the sort key to continue before, or null at the end.
 */
export async function listActivity(
  db: Db,
  scope: ActivityScope,
  query: ActivityPageQuery,
): Promise<{ records: ActivityRecord[]; next: string | null }> {
  const inNft = 'nftId' in scope;
  const pkName = inNft ? 'pk' : 'gsi1pk';
  const skName = inNft ? 'sk' : 'gsi1sk';
  const names: Record<string, string> = { '#pk': pkName };
  const values: Record<string, unknown> = {
    ':pk': inNft ? nftPk(scope.nftId) : collectionPk(scope.collectionId),
  };
  let condition = '#pk = :pk';
  if (query.before) {
    condition += ' AND #sk < :before';
    names['#sk'] = skName;
    values[':before'] = query.before;
  }
  let filter: string | undefined;
  if (query.kinds?.length) {
    names['#kind'] = 'kind';
    const placeholders = query.kinds.map((kind, i) => {
      values[`:k${i}`] = kind;
      return `:k${i}`;
    });
    filter = `#kind IN (${placeholders.join(', ')})`;
  }
  const records: ActivityRecord[] = [];
  let evaluated = 0;
  let startKey: Record<string, unknown> | undefined;
  let lastSk: string | undefined;
  do {
    const input: QueryCommandInput = {
      TableName: db.tableName,
      IndexName: inNft ? undefined : 'gsi1',
      KeyConditionExpression: condition,
      FilterExpression: filter,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
      // One more than the page tells whether another page follows.
      Limit: filter ? Math.min(MAX_EVALUATED - evaluated, 100) : query.limit + 1 - records.length,
    };
    const page = await db.client.send(new QueryCommand(input));
    evaluated += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) records.push(fromItem(item));
    startKey = page.LastEvaluatedKey;
    if (startKey) lastSk = String(startKey[skName]);
  } while (startKey && records.length <= query.limit && evaluated < MAX_EVALUATED);

  if (records.length > query.limit) {
    const page = records.slice(0, query.limit);
    return { records: page, next: activitySk(page[page.length - 1] as ActivityRecord) };
  }
  // The filter stopped early: continue after the last item read, even if it did not match.
  return { records, next: startKey && lastSk ? lastSk : null };
}

/** An NFT's priced sales from `fromAt` (ISO; '' for all), oldest first. */
export const listNftSales = (db: Db, nftId: string, fromAt: string) =>
  queryItems(
    db,
    {
      index: 'gsi2',
      pk: salesPk(nftId),
      ...(fromAt ? { skBetween: [fromAt, '\uffff'] as [string, string] } : {}),
    },
    fromItem,
  );
