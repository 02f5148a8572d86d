import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** Logged in at once (id_token), or a one-time code is needed on the channel named (spec part 1 §4). */
const startLoginAnswerSchema = z.union([
  z.object({ id_token: z.string().min(1) }),
  z.object({ channel_2fa: z.enum(['app', 'phone']) }),
]);
export type StartLoginAnswer = z.infer<typeof startLoginAnswerSchema>;

export interface Credentials {
  login: string;
  password: string;
}

/** POST /api/start-login. A 401 here is a wrong password, not an expired session. */
export const startLogin = async (credentials: Credentials): Promise<StartLoginAnswer> =>
  startLoginAnswerSchema.parse(await apiSend('startLogin', { body: { ...credentials } }, { session: false }));
