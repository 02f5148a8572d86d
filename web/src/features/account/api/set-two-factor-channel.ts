import { apiSend, type ResponseOf } from '../../../lib/api-client';

/** The app method answers a setup key and an otpauth link for the QR code; the phone method applies at once. */
export type SetTwoFactorAnswer = ResponseOf<'setTwoFactorChannel'>;

/** POST /api/me/details/set. */
export const setTwoFactorChannel = (channel: 'app' | 'phone'): Promise<SetTwoFactorAnswer> =>
  apiSend('setTwoFactorChannel', { body: { channel_2fa: channel } });
