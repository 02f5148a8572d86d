import { registrationRoutes } from '../../../shared/api/routes/registration';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { consumeCode } from '../../data/one-time-code';
import { requireCodeOk } from '../../lib/auth/codes';
import { issueEmailedLink } from '../../lib/auth/emailed-link';
import { accountAndAddress, limitRate, requireCaptcha } from '../../lib/auth/guards';
import { findUserByContact, maskEmail } from '../../lib/auth/password-reset';
import { ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** A right reset code e-mails the link that sets the new password; an unknown contact reads as a wrong code. */
export const resetPasswordOtp = endpoint(
  registrationRoutes.resetPasswordOtp,
  async (deps, { body: { to, ...body }, sourceIp }) => {
    await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
    await limitRate(deps, accountAndAddress('code', to.address, sourceIp));
    const user = await findUserByContact(deps.db, to);
    if (!user) throw new ValidationError([{ field: 'otp', message: messages.wrongCode }]);
    requireCodeOk(await consumeCode(deps.db, deps.clock.now(), 'reset-password', user.uuid, body.otp));
    await transactWrite(deps.db, issueEmailedLink(deps, 'resetPassword', user));
    return { email: maskEmail(user.email) };
  },
);
