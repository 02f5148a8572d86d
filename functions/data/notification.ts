import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationType } from '../../shared/domain/enums';
import { conditionHeld, type Db, type Item, queryItems } from './db';

/** A notification in a user's inbox (spec part 1 §3), kept in the user's partition. */
export interface NotificationRecord {
  id: string;
  userUuid: string;
  notificationType: NotificationType;
  subject: string;
  link: string;
  auction: { id: string; title: string } | null;
  extra: { nft_uuid: string; nft_item_uuid: string } | null;
  createdAt: string;
  readAt: string | null;
}

const SK_PREFIX = 'NOTIFICATION#';
const partition = (userUuid: string) => `USER#${userUuid}`;
/** Sparse index of unread notifications: the attributes are removed when the notification is read. */
const unreadPartition = (userUuid: string) => `UNREAD#${userUuid}`;

export const notificationKey = (userUuid: string, id: string) => ({
  pk: partition(userUuid),
  sk: `${SK_PREFIX}${id}`,
});

export const toItem = (notification: NotificationRecord): Item => ({
  ...notificationKey(notification.userUuid, notification.id),
  entity: 'notification',
  ...(notification.readAt === null && {
    gsi1pk: unreadPartition(notification.userUuid),
    gsi1sk: notification.id,
  }),
  ...notification,
});

export const fromItem = (item: Item): NotificationRecord => ({
  id: String(item.id),
  userUuid: String(item.userUuid),
  notificationType: Number(item.notificationType) as NotificationType,
  subject: String(item.subject),
  link: String(item.link),
  auction: (item.auction as NotificationRecord['auction']) ?? null,
  extra: (item.extra as NotificationRecord['extra']) ?? null,
  createdAt: String(item.createdAt),
  readAt: typeof item.readAt === 'string' ? item.readAt : null,
});

/** Stores a notification once: a redelivered event (same id) leaves the first copy, read or not, as it is. */
export async function putNotificationOnce(db: Db, notification: NotificationRecord): Promise<boolean> {
  return conditionHeld(
    db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: toItem(notification),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

async function countItems(db: Db, input: { index?: 'gsi1'; pkName: string; pk: string; skPrefix?: string }) {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: input.index,
        Select: 'COUNT',
        KeyConditionExpression: input.skPrefix ? '#pk = :pk AND begins_with(sk, :prefix)' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': input.pkName },
        ExpressionAttributeValues: { ':pk': input.pk, ...(input.skPrefix && { ':prefix': input.skPrefix }) },
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

export interface NotificationPage {
  count: number;
  notifications: NotificationRecord[];
}

/** A user's notifications, newest first, from offset `start` (an inbox stays small enough to skip through). */
export async function listNotifications(
  db: Db,
  userUuid: string,
  page: { start: number; limit: number },
): Promise<NotificationPage> {
  const [count, upToPage] = await Promise.all([
    countItems(db, { pkName: 'pk', pk: partition(userUuid), skPrefix: SK_PREFIX }),
    queryItems(
      db,
      {
        pk: partition(userUuid),
        skBeginsWith: SK_PREFIX,
        descending: true,
        limit: page.start + page.limit,
        consistent: true,
      },
      fromItem,
    ),
  ]);
  return { count, notifications: upToPage.slice(page.start) };
}

export const countUnreadNotifications = (db: Db, userUuid: string) =>
  countItems(db, { index: 'gsi1', pkName: 'gsi1pk', pk: unreadPartition(userUuid) });

/** Marks the user's own notifications read; ids that are not theirs, unknown or already read are skipped. */
export async function markNotificationsRead(
  db: Db,
  userUuid: string,
  ids: string[],
  now: Date,
): Promise<number> {
  const marked = await Promise.all(
    [...new Set(ids)].map((id) =>
      conditionHeld(
        db.client.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: notificationKey(userUuid, id),
            UpdateExpression: 'SET readAt = :now REMOVE gsi1pk, gsi1sk',
            ConditionExpression: 'attribute_exists(pk) AND attribute_type(readAt, :null)',
            ExpressionAttributeValues: { ':now': now.toISOString(), ':null': 'NULL' },
          }),
        ),
      ),
    ),
  );
  return marked.filter(Boolean).length;
}
