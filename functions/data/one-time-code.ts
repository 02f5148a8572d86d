import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionHeld, type Db, getItem, type Item, type TransactItem } from './db';

/**
 * One-time codes, stored hashed: 6-digit codes keyed by what they prove (a phone, a login, a user), and long
 * link codes (e-mail verification, password reset links) keyed by their own hash. Single use, with an expiry,
 * and 6-digit codes allow at most MAX_ATTEMPTS wrong tries.
 */
export type CodePurpose =
  | 'register-phone'
  | 'login'
  | 'reset-password'
  | 'change-email'
  | 'verify-email'
  | 'reset-password-link';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

export interface IssuedCode {
  code: string;
  put: TransactItem;
}

export type CodeCheck =
  | { ok: true; data: Record<string, string> }
  | { ok: false; reason: 'wrong' | 'expired' | 'too-many-attempts' };

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

const codeKey = (purpose: CodePurpose, subject: string) => ({ pk: `CODE#${purpose}#${subject}`, sk: 'CODE' });

interface CodeItem {
  codeHash: string;
  expiresAt: number;
  attempts: number;
  data: Record<string, string>;
}

function codeItem(db: Db, key: { pk: string; sk: string }, code: string, expiresAt: number, data = {}) {
  return {
    Put: {
      TableName: db.tableName,
      Item: {
        ...key,
        entity: 'one-time-code',
        codeHash: digest(`${key.pk}:${code}`),
        expiresAt,
        attempts: 0,
        data,
        ttl: Math.ceil(expiresAt / 1000),
      },
    },
  } satisfies TransactItem;
}

/** A new 6-digit code for a subject; it replaces any earlier one (resend). */
export function issueCode(
  db: Db,
  now: Date,
  purpose: CodePurpose,
  subject: string,
  data: Record<string, string> = {},
): IssuedCode {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, put: codeItem(db, codeKey(purpose, subject), code, now.getTime() + CODE_LIFETIME_MS, data) };
}

/** A long random code for a link in an e-mail; found again by its hash alone. */
export function issueLinkCode(
  db: Db,
  now: Date,
  purpose: CodePurpose,
  lifetimeMs: number,
  data: Record<string, string>,
): IssuedCode {
  const code = randomBytes(24).toString('base64url');
  return { code, put: codeItem(db, codeKey(purpose, digest(code)), code, now.getTime() + lifetimeMs, data) };
}

const readCode = (db: Db, key: { pk: string; sk: string }) =>
  getItem(db, key.pk, key.sk, (item: Item) => item as unknown as CodeItem);

/** Deletes the code only if it is still the one just read: a code is used once, even by two calls at once. */
async function deleteIfUnchanged(
  db: Db,
  key: { pk: string; sk: string },
  codeHash: string,
): Promise<boolean> {
  return conditionHeld(
    db.client.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: key,
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':hash': codeHash },
      }),
    ),
  );
}

async function countWrongAttempt(db: Db, key: { pk: string; sk: string }): Promise<void> {
  await db.client
    .send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

async function check(db: Db, now: Date, key: { pk: string; sk: string }, code: string): Promise<CodeCheck> {
  const found = await readCode(db, key);
  if (!found) return { ok: false, reason: 'wrong' };
  if (found.expiresAt <= now.getTime()) return { ok: false, reason: 'expired' };
  if (found.attempts >= MAX_ATTEMPTS) return { ok: false, reason: 'too-many-attempts' };
  const given = Buffer.from(digest(`${key.pk}:${code}`));
  const stored = Buffer.from(found.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await countWrongAttempt(db, key);
    return { ok: false, reason: 'wrong' };
  }
  if (!(await deleteIfUnchanged(db, key, found.codeHash))) return { ok: false, reason: 'wrong' };
  return { ok: true, data: found.data ?? {} };
}

/** Checks and uses up a 6-digit code. */
export const consumeCode = (db: Db, now: Date, purpose: CodePurpose, subject: string, code: string) =>
  check(db, now, codeKey(purpose, subject), code);

/** Checks and uses up a link code. */
export const consumeLinkCode = (db: Db, now: Date, purpose: CodePurpose, code: string) =>
  check(db, now, codeKey(purpose, digest(code)), code);

/**
 * Proof that a phone number passed its sign-up code: register needs it and deletes it in its transaction.
 */
const verifiedPhoneKey = (phone: string) => ({ pk: `VERIFIED_PHONE#${phone}`, sk: 'VERIFIED_PHONE' });
export const VERIFIED_PHONE_LIFETIME_MS = 30 * 60_000;

export const putVerifiedPhone = (db: Db, now: Date, phone: string): TransactItem => {
  const expiresAt = now.getTime() + VERIFIED_PHONE_LIFETIME_MS;
  return {
    Put: {
      TableName: db.tableName,
      Item: {
        ...verifiedPhoneKey(phone),
        entity: 'verified-phone',
        expiresAt,
        ttl: Math.ceil(expiresAt / 1000),
      },
    },
  };
};

/** Uses up the proof inside a transaction; the condition fails (and so the transaction) when there is none. */
export const consumeVerifiedPhone = (db: Db, now: Date, phone: string): TransactItem => ({
  Delete: {
    TableName: db.tableName,
    Key: verifiedPhoneKey(phone),
    ConditionExpression: 'expiresAt > :now',
    ExpressionAttributeValues: { ':now': now.getTime() },
  },
});
