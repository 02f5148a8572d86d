import { type TransactItem, transactWrite } from '../../data/db';
import { findRefreshToken, newRefreshToken, withinReuseGrace } from '../../data/refresh-token';
import type { UserRecord } from '../../data/user';
import type { Deps } from '../deps';
import { respond } from '../http';
import { REFRESH_COOKIE, sessionCookies } from './cookies';
import { type Principal, sameSessionEpoch } from './principal';

/** What an id_token of the user says: who, whether the e-mail is confirmed, and the session epoch. */
export const principalOf = (user: UserRecord): Principal => ({
  uuid: user.uuid,
  emailVerified: user.emailVerified,
  sessionEpoch: user.sessionEpoch ?? null,
});

/** Logs a user in: a new refresh-token family in the cookie, and an id_token in the body. */
export async function startSession(deps: Deps, user: UserRecord) {
  const { token, put } = newRefreshToken(
    deps.db,
    deps.clock.now(),
    user.uuid,
    deps.newId(),
    user.sessionEpoch ?? null,
  );
  await transactWrite(deps.db, [put]);
  const idToken = await deps.sessions.issueIdToken(principalOf(user));
  return respond({ id_token: idToken }, { cookies: sessionCookies(deps.env, token) });
}

/** A change of credentials: the user's new epoch, and the caller's own session carried over to it. */
export interface CredentialsChange {
  /** Set on the user in the change's own write. */
  fields: Pick<UserRecord, 'sessionEpoch'>;
  /** Written with it: the caller's session, renewed under the new epoch (none when it sent no refresh cookie). */
  writes: TransactItem[];
  /** The renewed session's cookies, for the answer. */
  cookies: string[];
}

/**
 * A change of the password, the e-mail or the second factor ends the account's other sessions: the user gets a
 * new session epoch, so every refresh token and id_token issued before it is refused (refresh answers 419, routes
 * marked `fresh` 401). The session making the change, known by its refresh cookie, gets a new token of its family
 * under the new epoch; its next `fresh` call refreshes once and goes through.
 */
export async function changeCredentials(
  deps: Deps,
  user: UserRecord,
  cookies: Record<string, string>,
): Promise<CredentialsChange> {
  const sessionEpoch = deps.newId();
  const presented = cookies[REFRESH_COOKIE];
  const now = deps.clock.now();
  const record = presented ? await findRefreshToken(deps.db, presented) : undefined;
  const current =
    record?.userUuid === user.uuid &&
    record.expiresAt > now.getTime() &&
    (!record.rotated || withinReuseGrace(record, now)) &&
    sameSessionEpoch(record.sessionEpoch, user.sessionEpoch);
  if (!record || !current) return { fields: { sessionEpoch }, writes: [], cookies: [] };
  const renewed = newRefreshToken(deps.db, now, user.uuid, record.familyId, sessionEpoch);
  return {
    fields: { sessionEpoch },
    writes: [renewed.put],
    cookies: sessionCookies(deps.env, renewed.token),
  };
}
