import { authRoutes } from '../../../shared/api/routes/auth';
import { UserStatus } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { consumeLinkCode } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import { getUser, updateUser } from '../../data/user';
import { newEvent } from '../../events/catalog';
import { requireCodeOk } from '../../lib/auth/codes';
import { limitRate } from '../../lib/auth/guards';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** Notification type 25: the account welcome, sent when the e-mail is verified. */
const WELCOME_NOTIFICATION = 25;

/** The code of the e-mail link verifies the address it was sent to (an address changed since then is not). */
export const confirmEmail = endpoint(authRoutes.confirmEmail, async (deps, { body, sourceIp }) => {
  await limitRate(deps, [{ kind: 'address', key: sourceIp }]);
  const data = requireCodeOk(
    await consumeLinkCode(deps.db, deps.clock.now(), 'verify-email', body.code),
    'code',
  );
  const user = data.userUuid ? await getUser(deps.db, data.userUuid) : undefined;
  if (!user || user.email !== data.email)
    throw new ValidationError([{ field: 'code', message: messages.wrongCode }]);
  if (!user.emailVerified) {
    await transactWrite(deps.db, [
      updateUser(
        deps.db,
        user.uuid,
        { emailVerified: true, status: UserStatus.verified },
        { email: user.email },
      ),
      recordEvent(
        deps.db,
        newEvent(deps, 'NotificationRequested', {
          user_uuid: user.uuid,
          notification_type: WELCOME_NOTIFICATION,
          subject: 'Welcome to Collectibles',
        }),
      ),
      // Gifts sent to this address wait for it (functions/events/consumers/gifts.ts delivers them).
      recordEvent(deps.db, newEvent(deps, 'EmailVerified', { user_uuid: user.uuid, email: user.email })),
    ]);
  }
  return { message: messages.emailVerified };
});
