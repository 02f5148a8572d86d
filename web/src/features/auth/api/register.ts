import { apiSend } from '../../../lib/api-client';

export interface Registration {
  email: string;
  phoneNumber: string;
  username: string;
  password: string;
  subscribe: boolean;
  captcha: string;
  /** Marketing parameters kept from the landing query (spec part 1 §2). */
  params: Record<string, string>;
}

/** POST /api/register: answers the new session's id_token (the fixed points of issue 3). */
export async function register(input: Registration): Promise<string> {
  const answer = await apiSend(
    'register',
    {
      body: {
        email: input.email,
        phone_number: input.phoneNumber,
        username: input.username,
        password: input.password,
        subscribe: input.subscribe,
        'g-recaptcha-response': input.captcha,
        params: input.params,
      },
    },
    { toastErrors: false },
  );
  return answer.id_token;
}
