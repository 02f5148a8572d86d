import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItem, type Item, queryItems } from './db';

/**
 * A browser's live-updates socket (API Gateway WebSocket connection) and the channels it listens to, kept in the
 * connection's partition. Each item expires with the connection: API Gateway closes a socket after 2 hours at
 * most, so a record whose $disconnect never arrived is ignored past `expiresAt` and removed by TTL.
 */
export interface LiveConnectionRecord {
  connectionId: string;
  connectedAt: string;
  expiresAt: string;
}

export interface LiveSubscriptionRecord {
  connectionId: string;
  channel: string;
  expiresAt: string;
}

/** API Gateway's longest WebSocket connection. */
export const LIVE_CONNECTION_MAX_SECONDS = 2 * 3600;

const partition = (connectionId: string) => `LIVE#${connectionId}`;
const CONNECTION_SK = 'CONNECTION';
const SUBSCRIPTION_PREFIX = 'CHANNEL#';
/** Connections by channel (gsi1): who hears a channel's nudges. */
const channelPartition = (channel: string) => `LIVE_CHANNEL#${channel}`;
const ttlOf = (expiresAt: string) => Math.ceil(Date.parse(expiresAt) / 1000);

const connectionToItem = (connection: LiveConnectionRecord): Item => ({
  pk: partition(connection.connectionId),
  sk: CONNECTION_SK,
  entity: 'live-connection',
  ttl: ttlOf(connection.expiresAt),
  ...connection,
});

const subscriptionToItem = (subscription: LiveSubscriptionRecord): Item => ({
  pk: partition(subscription.connectionId),
  sk: `${SUBSCRIPTION_PREFIX}${subscription.channel}`,
  gsi1pk: channelPartition(subscription.channel),
  gsi1sk: subscription.connectionId,
  entity: 'live-subscription',
  ttl: ttlOf(subscription.expiresAt),
  ...subscription,
});

const connectionFromItem = (item: Item): LiveConnectionRecord => ({
  connectionId: String(item.connectionId),
  connectedAt: String(item.connectedAt),
  expiresAt: String(item.expiresAt),
});

const subscriptionFromItem = (item: Item): LiveSubscriptionRecord => ({
  connectionId: String(item.connectionId),
  channel: String(item.channel),
  expiresAt: String(item.expiresAt),
});

const putItem = async (db: Db, item: Item) => {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: item }));
};

export const putLiveConnection = (db: Db, connection: LiveConnectionRecord) =>
  putItem(db, connectionToItem(connection));

/** The connection while it is open (API Gateway has closed it past `expiresAt`, whatever the table says). */
export async function getLiveConnection(db: Db, connectionId: string, now: Date) {
  const connection = await getItem(db, partition(connectionId), CONNECTION_SK, connectionFromItem);
  return connection && Date.parse(connection.expiresAt) > now.getTime() ? connection : undefined;
}

/** Subscribes a known connection; its subscription ends with it (same expiry). Subscribing twice is one. */
export const putLiveSubscription = (db: Db, connection: LiveConnectionRecord, channel: string) =>
  putItem(
    db,
    subscriptionToItem({ connectionId: connection.connectionId, channel, expiresAt: connection.expiresAt }),
  );

export const listLiveSubscriptions = (db: Db, connectionId: string) =>
  queryItems(db, { pk: partition(connectionId), skBeginsWith: SUBSCRIPTION_PREFIX }, subscriptionFromItem);

/** The live connections listening to a channel (expired ones left out: their socket is closed). */
export async function listChannelConnections(db: Db, channel: string, now: Date): Promise<string[]> {
  const subscriptions = await queryItems(
    db,
    { index: 'gsi1', pk: channelPartition(channel) },
    subscriptionFromItem,
  );
  return subscriptions
    .filter((subscription) => Date.parse(subscription.expiresAt) > now.getTime())
    .map((subscription) => subscription.connectionId);
}

const BATCH_WRITE_LIMIT = 25;

async function deleteItems(db: Db, keys: { pk: string; sk: string }[]) {
  for (let start = 0; start < keys.length; start += BATCH_WRITE_LIMIT) {
    let pending = keys
      .slice(start, start + BATCH_WRITE_LIMIT)
      .map((key) => ({ DeleteRequest: { Key: key } }));
    while (pending.length > 0) {
      const { UnprocessedItems } = await db.client.send(
        new BatchWriteCommand({ RequestItems: { [db.tableName]: pending } }),
      );
      pending = (UnprocessedItems?.[db.tableName] ?? []) as typeof pending;
    }
  }
}

export async function deleteLiveSubscription(db: Db, connectionId: string, channel: string) {
  await deleteItems(db, [{ pk: partition(connectionId), sk: `${SUBSCRIPTION_PREFIX}${channel}` }]);
}

/** Forgets a closed connection: its record and every subscription (they share its partition). */
export async function deleteLiveConnection(db: Db, connectionId: string) {
  const keys = await queryItems(db, { pk: partition(connectionId) }, (item) => ({
    pk: String(item.pk),
    sk: String(item.sk),
  }));
  await deleteItems(db, keys);
}
