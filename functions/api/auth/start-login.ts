import { authRoutes } from '../../../shared/api/routes/auth';
import { attemptLogin } from '../../lib/auth/credentials';
import { textLoginCode } from '../../lib/auth/two-factor';
import { endpoint } from '../../lib/http';

/** Every account has a second factor: the answer names it, and a phone gets its code now. */
export const startLogin = endpoint(authRoutes.startLogin, (deps, { body, sourceIp }) =>
  attemptLogin(
    deps,
    { login: body.login, password: body.password, sourceIp, withCaptcha: false },
    async (user) => {
      await textLoginCode(deps, user);
      return { channel_2fa: user.channel2fa };
    },
  ),
);
