import { registrationRoutes } from '../../../shared/api/routes/registration';
import { sendCode } from '../../lib/auth/codes';
import { accountAndAddress, limitRate, requireCaptcha } from '../../lib/auth/guards';
import { findUserByContact, maskEmail } from '../../lib/auth/password-reset';
import { endpoint } from '../../lib/http';

/**
 * Sends the reset code to the contact given, when an account has it. The answer depends only on the request, so
 * it can't be used to find accounts.
 */
export const startResetPassword = endpoint(
  registrationRoutes.startResetPassword,
  async (deps, { body: { to, ...body }, sourceIp }) => {
    await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
    await limitRate(deps, accountAndAddress('code', to.address, sourceIp));
    const user = await findUserByContact(deps.db, to);
    if (user) await sendCode(deps, 'reset-password', user.uuid, to);
    return to.channel === 'sms' ? { channel_2fa: 'phone' as const } : { email: maskEmail(to.address) };
  },
);
