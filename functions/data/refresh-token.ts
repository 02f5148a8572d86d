import { createHash, randomBytes } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItem, type Item, queryItems, type TransactItem } from './db';

/**
 * Refresh tokens: `<user uuid>.<32 random bytes>`, stored hashed in the user's partition with a family id. Every
 * refresh rotates the token (the old one is marked rotated, a new one joins the family); presenting a rotated
 * token again after the grace below means it leaked, so the whole family is revoked.
 */
export const REFRESH_TOKEN_LIFETIME_MS = 10 * 24 * 3600_000;

/**
 * How long a just-rotated token still refreshes (into another token of its family): two tabs refreshing at once, or
 * a page left mid-refresh so its browser never stored the new cookie, are not a leak.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface RefreshTokenRecord {
  userUuid: string;
  tokenHash: string;
  familyId: string;
  expiresAt: number;
  rotated: boolean;
  /** When it was rotated (epoch ms); null before, and for tokens rotated before this was kept. */
  rotatedAt: number | null;
  /** The user's session epoch when its family was issued (UserRecord.sessionEpoch); null before any change. */
  sessionEpoch: string | null;
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
const key = (userUuid: string, tokenHash: string) => ({ pk: `USER#${userUuid}`, sk: `REFRESH#${tokenHash}` });

const fromItem = (item: Item): RefreshTokenRecord => ({
  userUuid: String(item.userUuid),
  tokenHash: String(item.tokenHash),
  familyId: String(item.familyId),
  expiresAt: Number(item.expiresAt),
  rotated: item.rotated === true,
  rotatedAt: typeof item.rotatedAt === 'number' ? item.rotatedAt : null,
  sessionEpoch: typeof item.sessionEpoch === 'string' ? item.sessionEpoch : null,
});

/** A rotated token presented again within the grace: a benign repeat, not a leak. */
export const withinReuseGrace = (record: RefreshTokenRecord, now: Date): boolean =>
  record.rotatedAt !== null && now.getTime() - record.rotatedAt <= REFRESH_REUSE_GRACE_MS;

/**
 * A new token of a family (a new family at login) under the user's session epoch; answers the cookie value and
 * the item to write.
 */
export function newRefreshToken(
  db: Db,
  now: Date,
  userUuid: string,
  familyId: string,
  sessionEpoch: string | null,
) {
  const token = `${userUuid}.${randomBytes(32).toString('base64url')}`;
  const tokenHash = digest(token);
  const expiresAt = now.getTime() + REFRESH_TOKEN_LIFETIME_MS;
  const put: TransactItem = {
    Put: {
      TableName: db.tableName,
      Item: {
        ...key(userUuid, tokenHash),
        entity: 'refresh-token',
        userUuid,
        tokenHash,
        familyId,
        expiresAt,
        rotated: false,
        ...(sessionEpoch ? { sessionEpoch } : {}),
        ttl: Math.ceil(expiresAt / 1000),
      },
    },
  };
  return { token, put };
}

/** The stored record of a presented token, or undefined when it is malformed or unknown. */
export async function findRefreshToken(db: Db, token: string): Promise<RefreshTokenRecord | undefined> {
  const userUuid = token.split('.')[0];
  if (!userUuid || !token.includes('.')) return undefined;
  const { pk, sk } = key(userUuid, digest(token));
  return getItem(db, pk, sk, fromItem);
}

/** Marks a token rotated, only if nobody rotated it first (two refreshes at once: one wins). */
export const markRotated = (db: Db, record: RefreshTokenRecord, now: Date): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: key(record.userUuid, record.tokenHash),
    UpdateExpression: 'SET rotated = :yes, rotatedAt = :at',
    ConditionExpression: 'rotated = :no',
    ExpressionAttributeValues: { ':yes': true, ':no': false, ':at': now.getTime() },
  },
});

const listTokens = (db: Db, userUuid: string) =>
  queryItems(db, { pk: `USER#${userUuid}`, skBeginsWith: 'REFRESH#', consistent: true }, fromItem);

async function deleteTokens(db: Db, tokens: RefreshTokenRecord[]): Promise<void> {
  for (let i = 0; i < tokens.length; i += 25) {
    const batch = tokens.slice(i, i + 25);
    await db.client.send(
      new BatchWriteCommand({
        RequestItems: {
          [db.tableName]: batch.map((t) => ({ DeleteRequest: { Key: key(t.userUuid, t.tokenHash) } })),
        },
      }),
    );
  }
}

export async function revokeFamily(db: Db, userUuid: string, familyId: string): Promise<void> {
  await deleteTokens(
    db,
    (await listTokens(db, userUuid)).filter((t) => t.familyId === familyId),
  );
}

/** Ends every session of a user (password reset). */
export async function revokeAllRefreshTokens(db: Db, userUuid: string): Promise<void> {
  await deleteTokens(db, await listTokens(db, userUuid));
}
