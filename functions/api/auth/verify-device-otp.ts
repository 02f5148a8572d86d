import { authRoutes } from '../../../shared/api/routes/auth';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { getUser, updateUser } from '../../data/user';
import { newEvent } from '../../events/catalog';
import { limitRate } from '../../lib/auth/guards';
import { changeCredentials } from '../../lib/auth/session';
import { consumeTotpCode } from '../../lib/auth/two-factor';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { endpoint, respond } from '../../lib/http';

/**
 * A code from the app proves the pending secret was scanned: it becomes the account's second factor, and the
 * account's other sessions end.
 */
export const verifyDeviceOtp = endpoint(authRoutes.verifyDeviceOtp, async (deps, { body, user, cookies }) => {
  await limitRate(deps, [{ kind: 'code', key: user.uuid }]);
  const found = await getUser(deps.db, user.uuid);
  if (!found) throw new UnauthorizedError();
  if (!found.pendingTotpSecret) throw new BadRequestError(messages.authenticatorNotSetUp);
  await consumeTotpCode(deps, found.uuid, found.pendingTotpSecret, body.otp);
  const change = await changeCredentials(deps, found, cookies);
  await transactWrite(deps.db, [
    updateUser(deps.db, found.uuid, {
      channel2fa: 'app',
      totpSecret: found.pendingTotpSecret,
      pendingTotpSecret: null,
      ...change.fields,
    }),
    ...change.writes,
    recordEvent(deps.db, newEvent(deps, 'TwoFactorChanged', { user_uuid: found.uuid, channel_2fa: 'app' })),
  ]);
  return respond({ message: messages.twoFactorChanged }, { cookies: change.cookies });
});
