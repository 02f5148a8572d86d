import { type Db, transactWrite } from '../../../functions/data/db';
import {
  defaultNotificationSettings,
  type NotificationSettings,
  putNewUser,
  type UserRecord,
} from '../../../functions/data/user';
import type { Deps } from '../../../functions/lib/deps';
import { newId } from '../../../functions/lib/ids';

export interface TestUser {
  user: UserRecord;
  /** Request headers carrying the user's id_token. */
  auth: { headers: { authorization: string } };
}

/** Stores a verified user with the given notification flags and mints an id_token for it. */
export async function createUser(
  db: Db,
  deps: Pick<Deps, 'sessions'>,
  settings: Partial<NotificationSettings> = {},
): Promise<TestUser> {
  const uuid = crypto.randomUUID();
  const user: UserRecord = {
    uuid,
    email: `inbox-${newId().toLowerCase()}@example.com`,
    emailVerified: true,
    username: `inbox${uuid.slice(0, 8)}`,
    phoneNumber: '+15555550100',
    passwordHash: 'not-used',
    discordUsername: null,
    dateJoined: '2026-01-01T00:00:00.000Z',
    channel2fa: 'phone',
    totpSecret: null,
    verificationStatus: 'not_initiated',
    status: 'active',
    notificationSettings: { ...defaultNotificationSettings, ...settings },
    hideMarketplaceCredit: false,
    acceptedPartnerPrivacyPolicy: false,
    acceptedPartnerTerms: false,
  };
  await transactWrite(db, [putNewUser(db, user)]);
  const token = await deps.sessions.issueIdToken({ uuid, emailVerified: true });
  return { user, auth: { headers: { authorization: `Bearer ${token}` } } };
}

/** Every flag off; receipts and system e-mails still go out because they cannot be turned off. */
export const allFlagsOff = Object.fromEntries(
  Object.keys(defaultNotificationSettings).map((name) => [name, false]),
) as NotificationSettings;
