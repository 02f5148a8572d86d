import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { issueCode } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import { findUserUuid } from '../../data/user-uniqueness';
import { newEvent } from '../../events/catalog';
import { accountAndAddress, limitRate } from '../../lib/auth/guards';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { currentUser, requirePassword } from './current-user';

/** Checks the password and that the new address is free, then e-mails a code to the new address. */
export const startChangeEmail = endpoint(
  accountRoutes.startChangeEmail,
  async (deps, { body, user: principal, sourceIp }) => {
    await limitRate(deps, accountAndAddress('code', principal.uuid, sourceIp));
    const user = await currentUser(deps, principal);
    await requirePassword(deps, user, body.current_password, 'current_password');
    const emailError = (message: string) => new ValidationError([{ field: 'email', message }]);
    if (body.email.toLowerCase() === user.email.toLowerCase()) throw emailError(messages.sameEmail);
    if (await findUserUuid(deps.db, 'email', body.email)) throw emailError(messages.emailTaken);
    const issued = issueCode(deps.db, deps.clock.now(), 'change-email', user.uuid, { email: body.email });
    await transactWrite(deps.db, [
      issued.put,
      recordEvent(
        deps.db,
        newEvent(deps, 'EmailChangeRequested', {
          user_uuid: user.uuid,
          email: body.email,
          code: issued.code,
        }),
      ),
    ]);
    return { message: messages.emailSent };
  },
);
