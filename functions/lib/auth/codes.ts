import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { type CodeCheck, type CodePurpose, issueCode } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../deps';
import { TooManyRequestsError, ValidationError } from '../errors';

/** Issues a 6-digit code and, in the same transaction, the event that makes the mailer send it. */
export async function sendCode(
  deps: Deps,
  purpose: CodePurpose,
  subject: string,
  to: { channel: 'sms' | 'email'; address: string },
  data: Record<string, string> = {},
): Promise<void> {
  const issued = issueCode(deps.db, deps.clock.now(), purpose, subject, data);
  await transactWrite(deps.db, [
    issued.put,
    recordEvent(
      deps.db,
      newEvent(deps, 'OneTimeCodeIssued', {
        channel: to.channel,
        to: to.address,
        code: issued.code,
        purpose,
      }),
    ),
  ]);
}

/** Turns a failed check into the answer the client shows under the code field. */
export function requireCodeOk(check: CodeCheck, field = 'otp'): Record<string, string> {
  if (check.ok) return check.data;
  if (check.reason === 'too-many-attempts') throw new TooManyRequestsError(messages.tooManyAttempts);
  const message = check.reason === 'expired' ? messages.codeExpired : messages.wrongCode;
  throw new ValidationError([{ field, message }]);
}
