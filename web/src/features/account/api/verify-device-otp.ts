import { apiSend } from '../../../lib/api-client';

/** POST /api/verify-device-otp: the first authenticator code turns the app method on. */
export const verifyDeviceOtp = (otp: string) =>
  apiSend('verifyDeviceOtp', { body: { otp } }, { toastErrors: false });
