import type { ResetContact } from '../../../shared/api/schemas/auth';
import type { Db, TransactItem } from '../../data/db';
import { issueLinkCode } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import { getUserByEmail, getUserByPhone, type UserRecord } from '../../data/user';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../deps';

/** The reset link lives an hour: long enough to open the e-mail, short for a link that sets a password. */
const RESET_LINK_LIFETIME_MS = 3600_000;

/** 'u***@example.com': enough to recognise one's own address, not enough to learn someone else's. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
};

export const findUserByContact = (db: Db, to: ResetContact): Promise<UserRecord | undefined> =>
  to.channel === 'email' ? getUserByEmail(db, to.address) : getUserByPhone(db, to.address);

/** The link code and the event that e-mails /app/reset-password?code=<code>, for the caller's transaction. */
export function issueResetLink(deps: Deps, user: Pick<UserRecord, 'uuid' | 'email'>): TransactItem[] {
  const link = issueLinkCode(deps.db, deps.clock.now(), 'reset-password-link', RESET_LINK_LIFETIME_MS, {
    userUuid: user.uuid,
    email: user.email,
  });
  return [
    link.put,
    recordEvent(
      deps.db,
      newEvent(deps, 'PasswordResetRequested', { user_uuid: user.uuid, email: user.email, code: link.code }),
    ),
  ];
}
