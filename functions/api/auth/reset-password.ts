import { authRoutes } from '../../../shared/api/routes/auth';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { consumeLinkCode } from '../../data/one-time-code';
import { recordEvent } from '../../data/outbox-event';
import { revokeAllRefreshTokens } from '../../data/refresh-token';
import { getUser, updateUser } from '../../data/user';
import { newEvent } from '../../events/catalog';
import { requireCodeOk } from '../../lib/auth/codes';
import { limitRate } from '../../lib/auth/guards';
import { hashPassword } from '../../lib/auth/password';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/**
 * The code of the e-mailed link sets the new password and ends every session: whoever knew the old password is
 * logged out. A link sent to an address the account no longer has does not work.
 */
export const resetPassword = endpoint(authRoutes.resetPassword, async (deps, { body, sourceIp }) => {
  await limitRate(deps, [{ kind: 'address', key: sourceIp }]);
  const data = requireCodeOk(
    await consumeLinkCode(deps.db, deps.clock.now(), 'reset-password-link', body.code),
    'code',
  );
  const user = data.userUuid ? await getUser(deps.db, data.userUuid) : undefined;
  if (!user || user.email !== data.email) {
    throw new ValidationError([{ field: 'code', message: messages.wrongCode }]);
  }
  await transactWrite(deps.db, [
    // A new epoch: the id_tokens of the ended sessions stop working on money and credential calls too.
    updateUser(deps.db, user.uuid, {
      passwordHash: await hashPassword(body.password),
      sessionEpoch: deps.newId(),
    }),
    recordEvent(deps.db, newEvent(deps, 'PasswordChanged', { user_uuid: user.uuid })),
  ]);
  await revokeAllRefreshTokens(deps.db, user.uuid);
  return { message: messages.passwordChanged };
});
