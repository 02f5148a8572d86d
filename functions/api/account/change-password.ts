import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { updateUser } from '../../data/user';
import { newEvent } from '../../events/catalog';
import { hashPassword } from '../../lib/auth/password';
import { changeCredentials } from '../../lib/auth/session';
import { endpoint, respond } from '../../lib/http';
import { currentUser, requirePassword } from './current-user';

/** The new password ends the account's other sessions; this one goes on (changeCredentials). */
export const changePassword = endpoint(
  accountRoutes.changePassword,
  async (deps, { body, user: principal, cookies }) => {
    const user = await currentUser(deps, principal);
    await requirePassword(deps, user, body.old_password, 'old_password');
    const change = await changeCredentials(deps, user, cookies);
    await transactWrite(deps.db, [
      updateUser(deps.db, user.uuid, { passwordHash: await hashPassword(body.password), ...change.fields }),
      ...change.writes,
      recordEvent(deps.db, newEvent(deps, 'PasswordChanged', { user_uuid: user.uuid })),
    ]);
    return respond({ message: messages.passwordChanged }, { cookies: change.cookies });
  },
);
