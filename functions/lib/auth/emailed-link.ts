import type { TransactItem } from '../../data/db';
import { issueLinkCode } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import type { UserRecord } from '../../data/user';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../deps';

const HOUR_MS = 3600_000;

/** The links the platform e-mails: what the link code is for, how long it lives, and the event that sends it. */
const emailedLinks = {
  // People open their mail later than a code's 10 minutes.
  verifyEmail: { purpose: 'verify-email', lifetimeMs: 24 * HOUR_MS, event: 'EmailVerificationRequested' },
  // Long enough to open the e-mail, short for a link that sets a password.
  resetPassword: { purpose: 'reset-password-link', lifetimeMs: HOUR_MS, event: 'PasswordResetRequested' },
} as const;

/** The link code and the event that e-mails its link (/app/confirm-email or /app/reset-password), for one transaction. */
export function issueEmailedLink(
  deps: Deps,
  kind: keyof typeof emailedLinks,
  user: Pick<UserRecord, 'uuid' | 'email'>,
): TransactItem[] {
  const { purpose, lifetimeMs, event } = emailedLinks[kind];
  const link = issueLinkCode(deps.db, deps.clock.now(), purpose, lifetimeMs, {
    userUuid: user.uuid,
    email: user.email,
  });
  return [
    link.put,
    recordEvent(deps.db, newEvent(deps, event, { user_uuid: user.uuid, email: user.email, code: link.code })),
  ];
}
