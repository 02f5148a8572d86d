import { authRoutes } from '../../../shared/api/routes/auth';
import { attemptLogin } from '../../lib/auth/credentials';
import { requireCaptcha } from '../../lib/auth/guards';
import { startSession } from '../../lib/auth/session';
import { checkLoginCode } from '../../lib/auth/two-factor';
import { TwoFactorRequiredError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** Password and second factor open a session; without the code the answer is 418 naming the channel. */
export const login = endpoint(authRoutes.login, async (deps, { body, sourceIp }) => {
  await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
  return attemptLogin(
    deps,
    { login: body.login, password: body.password, sourceIp, withCaptcha: true },
    async (user) => {
      if (!body.otp) throw new TwoFactorRequiredError(user.channel2fa);
      await checkLoginCode(deps, user, body.otp);
      return startSession(deps, user);
    },
  );
});
