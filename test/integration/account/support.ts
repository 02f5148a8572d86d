import { transactWrite } from '../../../functions/data/db';
import { newUserRecord, putNewUser, type UserRecord } from '../../../functions/data/user';
import type { Deps } from '../../../functions/lib/deps';
import { type ApiAnswer, callApi } from '../../support/api';

export interface SignedInUser {
  user: UserRecord;
  /** Calls the API as this user (Authorization: Bearer <id_token>). */
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
}

/** Puts a verified user in the table and answers a caller carrying a fresh id_token of theirs. */
export async function signedInUser(deps: Deps, overrides: Partial<UserRecord> = {}): Promise<SignedInUser> {
  const uuid = deps.newId();
  const user = newUserRecord({
    uuid,
    email: `${uuid.toLowerCase()}@example.com`,
    emailVerified: true,
    username: `user_${uuid.slice(-10).toLowerCase()}`,
    phoneNumber: '+12025550123',
    passwordHash: 'not-used-here',
    dateJoined: deps.clock.now().toISOString(),
    status: 'active',
    ...overrides,
  });
  await transactWrite(deps.db, [putNewUser(deps.db, user)]);
  return {
    user,
    // A fresh token for each call, so tests that move the clock by days stay signed in.
    async call(method, path, body) {
      const token = await deps.sessions.issueIdToken({ uuid, emailVerified: user.emailVerified });
      return callApi(deps, method, path, body, { headers: { authorization: `Bearer ${token}` } });
    },
  };
}
