import { registrationRoutes } from '../../../shared/api/routes/registration';
import { UserStatus } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { conditionFailedAt, transactWrite } from '../../data/db';
import { consumeVerifiedPhone } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import { newUserRecord, putNewUser } from '../../data/user';
import { claimUnique } from '../../data/user-uniqueness';
import { newEvent } from '../../events/catalog';
import { issueEmailedLink } from '../../lib/auth/emailed-link';
import { limitRate, requireCaptcha } from '../../lib/auth/guards';
import { hashPassword } from '../../lib/auth/password';
import { startSession } from '../../lib/auth/session';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** The order of the transaction's items, so a cancellation reason points at the field that clashed. */
const CLASHES = [
  { field: 'phone_number', message: messages.phoneNotVerified },
  { field: 'email', message: messages.emailTaken },
  { field: 'username', message: messages.usernameTaken },
  { field: 'phone_number', message: messages.phoneTaken },
] as const;

/**
 * Creates the account in one transaction: the verified-phone proof is used up, e-mail, username and phone are
 * claimed by conditional puts, and the user, UserRegistered and the verification e-mail's event are written.
 */
export const register = endpoint(registrationRoutes.register, async (deps, { body, sourceIp }) => {
  await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
  await limitRate(deps, [{ kind: 'signUp', key: sourceIp }]);
  const now = deps.clock.now();
  const user = newUserRecord({
    uuid: deps.newId(),
    email: body.email.toLowerCase(),
    emailVerified: false,
    username: body.username,
    phoneNumber: body.phone_number,
    passwordHash: await hashPassword(body.password),
    dateJoined: now.toISOString(),
    status: UserStatus.unverified,
  });
  const link = issueEmailedLink(deps, 'verifyEmail', user);
  try {
    await transactWrite(deps.db, [
      consumeVerifiedPhone(deps.db, now, user.phoneNumber),
      claimUnique(deps.db, 'email', user.email, user.uuid),
      claimUnique(deps.db, 'username', user.username, user.uuid),
      claimUnique(deps.db, 'phone', user.phoneNumber, user.uuid),
      putNewUser(deps.db, user),
      recordEvent(
        deps.db,
        newEvent(deps, 'UserRegistered', {
          user_uuid: user.uuid,
          email: user.email,
          subscribe: body.subscribe,
        }),
      ),
      ...link,
    ]);
  } catch (error) {
    const clashes = CLASHES.filter((_, i) => conditionFailedAt(error, i));
    if (clashes.length === 0) throw error;
    throw new ValidationError(clashes.map(({ field, message }) => ({ field, message })));
  }
  return startSession(deps, user);
});
