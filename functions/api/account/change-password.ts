import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { updateUser } from '../../data/user';
import { newEvent } from '../../events/catalog';
import { hashPassword } from '../../lib/auth/password';
import { endpoint } from '../../lib/http';
import { currentUser, requirePassword } from './current-user';

export const changePassword = endpoint(
  accountRoutes.changePassword,
  async (deps, { body, user: principal }) => {
    const user = await currentUser(deps, principal);
    await requirePassword(deps, user, body.old_password, 'old_password');
    await transactWrite(deps.db, [
      updateUser(deps.db, user.uuid, { passwordHash: await hashPassword(body.password) }),
      recordEvent(deps.db, newEvent(deps, 'PasswordChanged', { user_uuid: user.uuid })),
    ]);
    return { message: messages.passwordChanged };
  },
);
