import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItem } from '../../data/db';

const SECRET_KEY = { pk: 'CONFIG#jwt-signing-secret', sk: 'CONFIG' };

/**
 * The local cloud's signing secret: made on first start and kept in the table, so sessions survive a restart.
 * A conditional put settles a race between two processes on the same table.
 */
export function tableSigningSecret(db: Db): () => Promise<string> {
  let value: Promise<string> | undefined;
  const read = () => getItem(db, SECRET_KEY.pk, SECRET_KEY.sk, (item) => String(item.secret));
  const load = async () => {
    const existing = await read();
    if (existing) return existing;
    try {
      await db.client.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...SECRET_KEY, entity: 'config', secret: randomBytes(48).toString('base64url') },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
    const stored = await read();
    if (!stored) throw new Error('The signing secret could not be stored');
    return stored;
  };
  return () => {
    value ??= load();
    return value;
  };
}
