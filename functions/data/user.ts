import type { ProcessStatus, TwoFactorChannel, UserStatus } from '../../shared/domain/enums';
import { type Db, getItem, type Item, itemRead, recordOf, type TransactItem } from './db';
import { findUserUuid } from './user-uniqueness';

export const notificationFlagNames = [
  'receipts_notifications',
  'receipts_emails',
  'bidding_notifications',
  'bidding_emails',
  'marketplace_notifications',
  'marketplace_emails',
  'offers_notifications',
  'offers_emails',
  'system_notifications',
  'system_emails',
] as const;
export type NotificationSettings = Record<(typeof notificationFlagNames)[number], boolean>;

/** Receipts and system e-mails can never be turned off (spec part 1 §4). */
export const alwaysOnNotificationFlags = ['receipts_emails', 'system_emails'] as const;

export const defaultNotificationSettings: NotificationSettings = Object.fromEntries(
  notificationFlagNames.map((name) => [name, true]),
) as NotificationSettings;

export interface UserRecord {
  uuid: string;
  email: string;
  emailVerified: boolean;
  username: string;
  phoneNumber: string;
  passwordHash: string;
  discordUsername: string | null;
  dateJoined: string;
  channel2fa: TwoFactorChannel;
  totpSecret: string | null;
  /** Set by /me/details/set for the app; becomes totpSecret once verify-device-otp sees a code from it. */
  pendingTotpSecret?: string | null;
  /** The last authenticator time step used, so no code works twice. */
  totpLastStep?: number;
  verificationStatus: ProcessStatus;
  status: UserStatus;
  notificationSettings: NotificationSettings;
  hideMarketplaceCredit: boolean;
  acceptedPartnerPrivacyPolicy: boolean;
  acceptedPartnerTerms: boolean;
  /**
   * Renewed (a new id) by every change of the password, the e-mail or the second factor: tokens issued under an
   * older epoch are refused (functions/lib/auth/session.ts). Absent until the first change.
   */
  sessionEpoch?: string | null;
}

/** What only the new account itself knows; everything else starts as sign-up leaves it. */
export type NewUserFields = Pick<
  UserRecord,
  'uuid' | 'email' | 'emailVerified' | 'username' | 'phoneNumber' | 'passwordHash' | 'dateJoined' | 'status'
> &
  Partial<UserRecord>;

export const newUserRecord = (fields: NewUserFields): UserRecord => ({
  discordUsername: null,
  channel2fa: 'phone',
  totpSecret: null,
  verificationStatus: 'not_initiated',
  notificationSettings: { ...defaultNotificationSettings },
  hideMarketplaceCredit: false,
  acceptedPartnerPrivacyPolicy: false,
  acceptedPartnerTerms: false,
  ...fields,
});

/** The profile item of a user's partition; wallets, addresses and notifications live beside it. */
export const userKey = (uuid: string) => ({ pk: `USER#${uuid}`, sk: 'PROFILE' });

export const toItem = (user: UserRecord): Item => ({ ...userKey(user.uuid), entity: 'user', ...user });
export const fromItem = (item: Item): UserRecord => recordOf<UserRecord>(item);

export const getUser = (db: Db, uuid: string) => getItem(db, userKey(uuid).pk, userKey(uuid).sk, fromItem);

/** The user, to read with other items in one call (readTogether). */
export const userRead = (uuid: string) => itemRead(userKey(uuid), fromItem);

export async function getUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const uuid = await findUserUuid(db, 'email', email);
  return uuid ? getUser(db, uuid) : undefined;
}

export async function getUserByUsername(db: Db, username: string): Promise<UserRecord | undefined> {
  const uuid = await findUserUuid(db, 'username', username);
  return uuid ? getUser(db, uuid) : undefined;
}

export async function getUserByPhone(db: Db, phoneNumber: string): Promise<UserRecord | undefined> {
  const uuid = await findUserUuid(db, 'phone', phoneNumber);
  return uuid ? getUser(db, uuid) : undefined;
}

/** A login is an e-mail address when it has an '@', else a username. */
export const getUserByLogin = (db: Db, login: string) =>
  login.includes('@') ? getUserByEmail(db, login) : getUserByUsername(db, login);

export const putNewUser = (db: Db, user: UserRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(user), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Sets only the given fields of an existing user: a change never rewrites fields it did not read for (the
 * authenticator's totpLastStep, a concurrent settings change). `expected` adds equality conditions, e.g. the
 * e-mail an e-mail change started from.
 */
export function updateUser(
  db: Db,
  uuid: string,
  fields: Partial<Omit<UserRecord, 'uuid'>>,
  expected: Partial<Pick<UserRecord, 'email'>> = {},
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const name = (prefix: string, entries: [string, unknown][]) =>
    entries.map(([field, value], i) => {
      names[`#${prefix}${i}`] = field;
      values[`:${prefix}${i}`] = value;
      return `#${prefix}${i} = :${prefix}${i}`;
    });
  const sets = name(
    'f',
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const conditions = name('e', Object.entries(expected));
  return {
    Update: {
      TableName: db.tableName,
      Key: userKey(uuid),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: ['attribute_exists(pk)', ...conditions].join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
