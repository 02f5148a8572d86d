import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CardScheme } from '../domain/cards/card-number';
import type { Db } from './db';

/** How the sandbox processor treats a card, decided by its test number when it is tokenized. */
/** chargeDecline: the card is saved, then every charge or hold on it is declined. */
export type SandboxCardBehaviour = 'approve' | 'challenge' | 'decline' | 'chargeDecline';

/**
 * A card tokenized by the sandbox processor's hosted fields (local cloud only): the number is gone, only what
 * the processor keeps is stored. Single use, and DynamoDB drops it after its TTL.
 */
export interface CardTokenRecord {
  token: string;
  last4: string;
  scheme: CardScheme;
  expiryMonth: number;
  expiryYear: number;
  fingerprint: string;
  behaviour: SandboxCardBehaviour;
  /** ISO time after which the token is refused, even before the TTL deletes it. */
  expiresAt: string;
}

const cardTokenKey = (token: string) => ({ pk: `CARD_TOKEN#${token}`, sk: 'CARD_TOKEN' });

export async function putCardToken(db: Db, record: CardTokenRecord): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...cardTokenKey(record.token),
        entity: 'card-token',
        ...record,
        ttl: Math.ceil(Date.parse(record.expiresAt) / 1000),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Deletes the token and answers what it held; undefined when it never existed or was already spent. */
export async function spendCardToken(db: Db, token: string): Promise<CardTokenRecord | undefined> {
  try {
    const { Attributes: item } = await db.client.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: cardTokenKey(token),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!item) return undefined;
    return {
      token: String(item.token),
      last4: String(item.last4),
      scheme: item.scheme as CardScheme,
      expiryMonth: Number(item.expiryMonth),
      expiryYear: Number(item.expiryYear),
      fingerprint: String(item.fingerprint),
      behaviour: item.behaviour as SandboxCardBehaviour,
      expiresAt: String(item.expiresAt),
    };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
