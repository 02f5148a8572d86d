import type { TransactItem } from '../../data/db';
import { issueLinkCode } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import type { UserRecord } from '../../data/user';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

/** The e-mail verification link lives a day: people open their mail later than a code's 10 minutes. */
const VERIFICATION_LINK_LIFETIME_MS = 24 * 3600_000;

/** The link code and the event that e-mails /app/confirm-email?code=<code>, for the caller's transaction. */
export function issueVerificationLink(deps: Deps, user: Pick<UserRecord, 'uuid' | 'email'>): TransactItem[] {
  const link = issueLinkCode(deps.db, deps.clock.now(), 'verify-email', VERIFICATION_LINK_LIFETIME_MS, {
    userUuid: user.uuid,
    email: user.email,
  });
  return [
    link.put,
    recordEvent(
      deps.db,
      newEvent(deps, 'EmailVerificationRequested', {
        user_uuid: user.uuid,
        email: user.email,
        code: link.code,
      }),
    ),
  ];
}
