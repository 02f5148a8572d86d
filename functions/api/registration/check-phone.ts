import { registrationRoutes } from '../../../shared/api/routes/registration';
import { messages } from '../../../shared/domain/messages';
import { findUserUuid } from '../../data/user-uniqueness';
import { sendCode } from '../../lib/auth/codes';
import { accountAndAddress, limitRate, requireCaptcha } from '../../lib/auth/guards';
import type { Deps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import { type EndpointInput, endpoint } from '../../lib/http';

type PhoneInput = { body: { phone_number: string; 'g-recaptcha-response': string }; sourceIp: string };

/** Texts the sign-up code to a phone no account uses yet; shared by check-phone and resend-otp-register. */
async function textSignUpCode(deps: Deps, { body, sourceIp }: PhoneInput) {
  await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
  await limitRate(deps, accountAndAddress('code', body.phone_number, sourceIp));
  if (await findUserUuid(deps.db, 'phone', body.phone_number)) {
    throw new ValidationError([{ field: 'phone_number', message: messages.phoneTaken }]);
  }
  await sendCode(deps, 'register-phone', body.phone_number, { channel: 'sms', address: body.phone_number });
  return { message: messages.codeSent };
}

export const checkPhone = endpoint(registrationRoutes.checkPhone, (deps, input) =>
  textSignUpCode(deps, input),
);

export const resendRegisterOtp = endpoint(registrationRoutes.resendRegisterOtp, (deps, input) =>
  textSignUpCode(deps, input as EndpointInput<typeof registrationRoutes.resendRegisterOtp>),
);
