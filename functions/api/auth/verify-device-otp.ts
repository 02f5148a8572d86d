import { authRoutes } from '../../../shared/api/routes/auth';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { getUser, updateUser } from '../../data/user';
import { newEvent } from '../../events/catalog';
import { limitRate } from '../../lib/auth/guards';
import { consumeTotpCode } from '../../lib/auth/two-factor';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** A code from the app proves the pending secret was scanned: it becomes the account's second factor. */
export const verifyDeviceOtp = endpoint(authRoutes.verifyDeviceOtp, async (deps, { body, user }) => {
  await limitRate(deps, [{ kind: 'code', key: user.uuid }]);
  const found = await getUser(deps.db, user.uuid);
  if (!found) throw new UnauthorizedError();
  if (!found.pendingTotpSecret) throw new BadRequestError(messages.authenticatorNotSetUp);
  await consumeTotpCode(deps, found.uuid, found.pendingTotpSecret, body.otp);
  await transactWrite(deps.db, [
    updateUser(deps.db, found.uuid, {
      channel2fa: 'app',
      totpSecret: found.pendingTotpSecret,
      pendingTotpSecret: null,
    }),
    recordEvent(deps.db, newEvent(deps, 'TwoFactorChanged', { user_uuid: found.uuid, channel_2fa: 'app' })),
  ]);
  return { message: messages.twoFactorChanged };
});
