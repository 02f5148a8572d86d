import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { alwaysOnNotificationFlags, updateUser } from '../../data/user';
import { endpoint } from '../../lib/http';
import { currentUser } from './current-user';

/** Flags not sent keep their value; receipts and system e-mails stay on whatever is sent. */
export const updateNotificationSettings = endpoint(
  accountRoutes.updateNotificationSettings,
  async (deps, { body, user: principal }) => {
    const user = await currentUser(deps, principal);
    const settings = { ...user.notificationSettings, ...body };
    for (const flag of alwaysOnNotificationFlags) settings[flag] = true;
    await transactWrite(deps.db, [updateUser(deps.db, user.uuid, { notificationSettings: settings })]);
    return { message: messages.notificationSettingsSaved };
  },
);
