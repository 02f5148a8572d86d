import { authRoutes } from '../../../shared/api/routes/auth';
import { checkCredentials } from '../../lib/auth/credentials';
import { accountAndAddress, limitRate } from '../../lib/auth/guards';
import { textLoginCode } from '../../lib/auth/two-factor';
import { endpoint } from '../../lib/http';

/** Every account has a second factor: the answer names it, and a phone gets its code now. */
export const startLogin = endpoint(authRoutes.startLogin, async (deps, { body, sourceIp }) => {
  await limitRate(deps, accountAndAddress('login', body.login, sourceIp));
  const user = await checkCredentials(deps, body.login, body.password);
  await textLoginCode(deps, user);
  return { channel_2fa: user.channel2fa };
});
