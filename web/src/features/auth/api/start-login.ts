import { apiSend, type ResponseOf } from '../../../lib/api-client';

/** Every account has a second factor: the answer names the channel its code comes from (spec part 1 §4). */
export type StartLoginAnswer = ResponseOf<'startLogin'>;

export interface Credentials {
  login: string;
  password: string;
}

/** POST /api/start-login. A 401 here is a wrong password, not an expired session. */
export const startLogin = (credentials: Credentials): Promise<StartLoginAnswer> =>
  apiSend('startLogin', { body: { ...credentials } }, { session: false });
