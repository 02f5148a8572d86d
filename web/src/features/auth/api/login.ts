import { apiSend } from '../../../lib/api-client';
import type { Credentials } from './start-login';

/** POST /api/login with the one-time code (authenticator app or SMS); answers the session's id_token. */
export const login = async (input: Credentials & { otp: string; captcha: string }): Promise<string> => {
  const answer = await apiSend(
    'login',
    {
      body: {
        login: input.login,
        password: input.password,
        otp: input.otp,
        'g-recaptcha-response': input.captcha,
      },
    },
    { session: false },
  );
  return answer.id_token;
};
