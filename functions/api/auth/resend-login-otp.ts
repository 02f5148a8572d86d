import { authRoutes } from '../../../shared/api/routes/auth';
import { messages } from '../../../shared/domain/messages';
import { getUserByLogin } from '../../data/user';
import { accountAndAddress, limitRate, requireCaptcha } from '../../lib/auth/guards';
import { textLoginCode } from '../../lib/auth/two-factor';
import type { Deps } from '../../lib/deps';
import { type EndpointInput, endpoint } from '../../lib/http';

type LoginInput = EndpointInput<typeof authRoutes.resendLoginOtp>;

/** The same answer whether or not the login exists, so it can't be used to find accounts. */
async function resendCode(deps: Deps, { body, sourceIp }: Pick<LoginInput, 'body' | 'sourceIp'>) {
  await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
  await limitRate(deps, accountAndAddress('code', body.login, sourceIp));
  const user = await getUserByLogin(deps.db, body.login);
  if (user) await textLoginCode(deps, user);
  return { message: messages.codeSent };
}

export const resendLoginOtp = endpoint(authRoutes.resendLoginOtp, resendCode);

/** /resend-otp serves the login step too (see its route summary). */
export const resendOtp = endpoint(authRoutes.resendOtp, resendCode);
