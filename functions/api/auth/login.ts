import { authRoutes } from '../../../shared/api/routes/auth';
import { checkCredentials } from '../../lib/auth/credentials';
import { accountAndAddress, limitRate, requireCaptcha } from '../../lib/auth/guards';
import { startSession } from '../../lib/auth/session';
import { checkLoginCode } from '../../lib/auth/two-factor';
import { TwoFactorRequiredError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** Password and second factor open a session; without the code the answer is 418 naming the channel. */
export const login = endpoint(authRoutes.login, async (deps, { body, sourceIp }) => {
  await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
  await limitRate(deps, accountAndAddress('login', body.login, sourceIp));
  const user = await checkCredentials(deps, body.login, body.password);
  if (!body.otp) throw new TwoFactorRequiredError(user.channel2fa);
  await checkLoginCode(deps, user, body.otp);
  return startSession(deps, user);
});
