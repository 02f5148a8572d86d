import { accountRoutes } from '../../../shared/api/routes/account';
import { UserStatus } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { cancellationCodes, conditionFailedAt, transactWrite } from '../../data/db';
import { consumeCode } from '../../data/one-time-code';
import { updateUser } from '../../data/user';
import { claimUnique, releaseUnique } from '../../data/user-uniqueness';
import { requireCodeOk } from '../../lib/auth/codes';
import { issueEmailedLink } from '../../lib/auth/emailed-link';
import { accountAndAddress, limitRate } from '../../lib/auth/guards';
import { securityNotification } from '../../lib/auth/security-notification';
import { changeCredentials } from '../../lib/auth/session';
import { ValidationError } from '../../lib/errors';
import { endpoint, respond } from '../../lib/http';
import { currentUser } from './current-user';

/**
 * The code from the new address switches the e-mail in one transaction: the old claim released, the new one taken
 * (it fails if someone took the address meanwhile), the user changed only if still on the old address. The new
 * address is unverified until its confirmation link comes back. The change ends the account's other sessions.
 */
export const changeEmail = endpoint(
  accountRoutes.changeEmail,
  async (deps, { body, user: principal, sourceIp, cookies }) => {
    await limitRate(deps, accountAndAddress('code', principal.uuid, sourceIp));
    const user = await currentUser(deps, principal);
    const { email } = requireCodeOk(
      await consumeCode(deps.db, deps.clock.now(), 'change-email', user.uuid, body.code),
      'code',
    );
    if (!email) throw new ValidationError([{ field: 'code', message: messages.wrongCode }]);
    const change = await changeCredentials(deps, user, cookies);
    try {
      await transactWrite(deps.db, [
        releaseUnique(deps.db, 'email', user.email),
        claimUnique(deps.db, 'email', email, user.uuid),
        updateUser(
          deps.db,
          user.uuid,
          { email, emailVerified: false, status: UserStatus.unverified, ...change.fields },
          { email: user.email },
        ),
        ...issueEmailedLink(deps, 'verifyEmail', { uuid: user.uuid, email }),
        securityNotification(deps, user.uuid, 'Your email address was changed'),
        ...change.writes,
      ]);
    } catch (error) {
      if (cancellationCodes(error)) {
        throw new ValidationError([
          conditionFailedAt(error, 1)
            ? { field: 'email', message: messages.emailTaken }
            : { field: 'code', message: messages.wrongCode },
        ]);
      }
      throw error;
    }
    return respond({ message: messages.emailChanged }, { cookies: change.cookies });
  },
);
