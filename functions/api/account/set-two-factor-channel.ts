import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { updateUser } from '../../data/user';
import { newEvent } from '../../events/catalog';
import { changeCredentials } from '../../lib/auth/session';
import { newTotpSecret, totpLink } from '../../lib/auth/totp';
import { endpoint, respond } from '../../lib/http';
import { currentUser } from './current-user';

/**
 * 'app' starts the authenticator setup (a pending secret, confirmed by verify-device-otp); 'phone' applies at once,
 * and ends the account's other sessions.
 */
export const setTwoFactorChannel = endpoint(
  accountRoutes.setTwoFactorChannel,
  async (deps, { body, user: principal, cookies }) => {
    const user = await currentUser(deps, principal);
    if (body.channel_2fa === 'app') {
      const secret = newTotpSecret();
      await transactWrite(deps.db, [updateUser(deps.db, user.uuid, { pendingTotpSecret: secret })]);
      return {
        message: messages.authenticatorSetupStarted,
        setup_key: secret,
        verify_device_link: totpLink(user.email, secret),
      };
    }
    if (user.channel2fa === 'phone') return { message: messages.twoFactorChanged };
    const change = await changeCredentials(deps, user, cookies);
    await transactWrite(deps.db, [
      updateUser(deps.db, user.uuid, {
        channel2fa: 'phone',
        totpSecret: null,
        pendingTotpSecret: null,
        ...change.fields,
      }),
      ...change.writes,
      recordEvent(
        deps.db,
        newEvent(deps, 'TwoFactorChanged', { user_uuid: user.uuid, channel_2fa: 'phone' }),
      ),
    ]);
    return respond({ message: messages.twoFactorChanged }, { cookies: change.cookies });
  },
);
