import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { conditionFailedAt, type TransactItem, transactWrite } from '../../data/db';
import { updateUser } from '../../data/user';
import { claimUnique, releaseUnique } from '../../data/user-uniqueness';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { currentUser, requirePassword } from './current-user';

/** Username (unique, claimed in the same transaction) and Discord name (set once). */
export const updateMe = endpoint(accountRoutes.updateMe, async (deps, { body, user: principal }) => {
  const user = await currentUser(deps, principal);
  await requirePassword(deps, user, body.current_password, 'current_password');
  if (body.discord_username && user.discordUsername && body.discord_username !== user.discordUsername) {
    throw new ValidationError([{ field: 'discord_username', message: messages.discordLocked }]);
  }
  const username = body.username ?? user.username;
  const renamed = username.toLowerCase() !== user.username.toLowerCase();
  const items: TransactItem[] = renamed
    ? [
        claimUnique(deps.db, 'username', username, user.uuid),
        releaseUnique(deps.db, 'username', user.username),
      ]
    : [];
  items.push(
    updateUser(deps.db, user.uuid, {
      username,
      discordUsername: body.discord_username ?? user.discordUsername,
    }),
  );
  try {
    await transactWrite(deps.db, items);
  } catch (error) {
    const taken = renamed && conditionFailedAt(error, 0);
    if (taken) throw new ValidationError([{ field: 'username', message: messages.usernameTaken }]);
    throw error;
  }
  return { message: messages.changesApplied };
});
