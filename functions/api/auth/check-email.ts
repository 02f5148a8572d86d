import { authRoutes } from '../../../shared/api/routes/auth';
import { messages } from '../../../shared/domain/messages';
import { getUserByEmail } from '../../data/user';
import { limitRate, requireCaptcha } from '../../lib/auth/guards';
import { BadRequestError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** Sign-up step one: an existing account sends the client to the 'already a user' step and login. */
export const checkEmail = endpoint(authRoutes.checkEmail, async (deps, { body, sourceIp }) => {
  await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
  await limitRate(deps, [{ kind: 'address', key: sourceIp }]);
  if (await getUserByEmail(deps.db, body.email))
    throw new BadRequestError(messages.accountExists, 'account_exists');
  return { message: 'OK' };
});
