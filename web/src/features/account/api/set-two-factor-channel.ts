import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** The app method answers a setup key and an otpauth link for the QR code; the phone method applies at once. */
const setTwoFactorAnswerSchema = z.looseObject({
  setup_key: z.string().optional(),
  verify_device_link: z.string().optional(),
});
export type SetTwoFactorAnswer = z.infer<typeof setTwoFactorAnswerSchema>;

/** POST /api/me/details/set. */
export const setTwoFactorChannel = async (channel: 'app' | 'phone'): Promise<SetTwoFactorAnswer> =>
  setTwoFactorAnswerSchema.parse(
    (await apiSend('setTwoFactorChannel', { body: { channel_2fa: channel } })) ?? {},
  );
