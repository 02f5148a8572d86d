import { registrationRoutes } from '../../../shared/api/routes/registration';
import { transactWrite } from '../../data/db';
import { consumeCode, putVerifiedPhone } from '../../data/one-time-code';
import { requireCodeOk } from '../../lib/auth/codes';
import { accountAndAddress, limitRate } from '../../lib/auth/guards';
import { endpoint } from '../../lib/http';

/** The sign-up code proves the phone; register then needs that proof (valid 30 minutes, used once). */
export const checkOtp = endpoint(registrationRoutes.checkOtp, async (deps, { body, sourceIp }) => {
  await limitRate(deps, accountAndAddress('code', body.phone_number, sourceIp));
  const now = deps.clock.now();
  requireCodeOk(await consumeCode(deps.db, now, 'register-phone', body.phone_number, body.otp));
  await transactWrite(deps.db, [putVerifiedPhone(deps.db, now, body.phone_number)]);
  return { message: 'OK' };
});
