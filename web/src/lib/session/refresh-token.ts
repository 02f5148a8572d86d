import { z } from 'zod';
import { apiSend } from '../api-client';

const sessionAnswerSchema = z.object({ id_token: z.string().min(1) });

/**
 * POST /api/token/refresh: the browser sends the httpOnly refresh cookie; the answer carries a new id_token.
 * Its 401/419 are answers here, not an expired session to refresh again.
 */
export async function refreshIdToken(): Promise<string> {
  const answer = await apiSend('refreshToken', {}, { session: false, toastErrors: false });
  return sessionAnswerSchema.parse(answer).id_token;
}
