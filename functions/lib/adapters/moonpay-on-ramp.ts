import { createHmac } from 'node:crypto';
import type { OnRampPort } from '../ports/on-ramp';

/** MoonPay's test mode: its sandbox widget and the secret key the local cloud signs with (README lists them). */
export const SANDBOX_ON_RAMP = {
  url: 'https://buy-sandbox.moonpay.com',
  secretKey: 'sk_test_collectibles_sandbox_on_ramp',
} as const;

/** base64 HMAC-SHA256 of the URL's query string (from '?'), as MoonPay verifies widget URLs. */
export const onRampSignature = (url: string, secretKey: string): string =>
  createHmac('sha256', secretKey).update(new URL(url).search).digest('base64');

/** MoonPay: widget URLs carry `signature` so nobody can change the wallet address or amount we put in them. */
export function moonpayOnRamp(options: { url: string; secretKey: () => Promise<string> }): OnRampPort {
  return {
    host: new URL(options.url).host,
    async signUrl(url) {
      const signature = onRampSignature(url, await options.secretKey());
      return `${url}&signature=${encodeURIComponent(signature)}`;
    },
  };
}
