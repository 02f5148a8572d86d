import { apiSend } from '../../../lib/api-client';

/** POST /api/payments/moonpay-signature: the on-ramp widget URL with its signature, ready to frame. */
export const signOnRampUrl = async (url: string): Promise<string> =>
  (await apiSend('signOnRampUrl', { body: { url } })).url;
