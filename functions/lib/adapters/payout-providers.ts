import * as z from 'zod';
import type { OwnAdapters, SecretReader } from '../deps';
import { bitpayCryptoPayouts } from './bitpay-crypto-payouts';
import { dwollaBankPayouts } from './dwolla-bank-payouts';

/**
 * The payout providers' settings, read only by the Lambdas that use them (so no other bundle carries them): the
 * payment partner for bank payouts (Dwolla: its API, the application's key and secret or their secrets, the
 * platform's account and the funding source payouts are sent from), and the payout provider for crypto payouts
 * (BitPay: its API, the payout token and the key it was paired with).
 */
export const payoutProvidersEnvSchema = z.object({
  DWOLLA_API_URL: z.string().url().default('https://api.dwolla.com'),
  DWOLLA_KEY: z.string().min(1).optional(),
  DWOLLA_KEY_ARN: z.string().optional(),
  DWOLLA_SECRET: z.string().min(1).optional(),
  DWOLLA_SECRET_ARN: z.string().optional(),
  DWOLLA_ACCOUNT_ID: z.string().min(1).optional(),
  DWOLLA_SOURCE_FUNDING_SOURCE_URL: z.string().url().optional(),
  BITPAY_API_URL: z.string().url().default('https://bitpay.com'),
  BITPAY_TOKEN: z.string().min(1).optional(),
  BITPAY_TOKEN_ARN: z.string().optional(),
  BITPAY_PRIVATE_KEY: z.string().min(1).optional(),
  BITPAY_PRIVATE_KEY_ARN: z.string().optional(),
  BITPAY_NOTIFICATION_EMAIL: z.string().email().optional(),
});
export type PayoutProvidersEnv = z.infer<typeof payoutProvidersEnvSchema>;

/**
 * The payout providers in AWS, for the Lambdas that pay out or manage payout accounts (the billing family, the
 * withdrawal tasks): Dwolla for bank transfers, BitPay for crypto payouts.
 */
export function awsPayoutProviders(secret: SecretReader): Pick<OwnAdapters, 'bankPayouts' | 'cryptoPayouts'> {
  const env = payoutProvidersEnvSchema.parse(process.env);
  return {
    bankPayouts: dwollaBankPayouts({
      baseUrl: env.DWOLLA_API_URL,
      key: secret(env.DWOLLA_KEY_ARN, env.DWOLLA_KEY, 'DWOLLA_KEY'),
      secret: secret(env.DWOLLA_SECRET_ARN, env.DWOLLA_SECRET, 'DWOLLA_SECRET'),
      accountId: env.DWOLLA_ACCOUNT_ID,
      sourceFundingSourceUrl: env.DWOLLA_SOURCE_FUNDING_SOURCE_URL,
    }),
    cryptoPayouts: bitpayCryptoPayouts({
      baseUrl: env.BITPAY_API_URL,
      token: secret(env.BITPAY_TOKEN_ARN, env.BITPAY_TOKEN, 'BITPAY_TOKEN'),
      privateKey: secret(env.BITPAY_PRIVATE_KEY_ARN, env.BITPAY_PRIVATE_KEY, 'BITPAY_PRIVATE_KEY'),
      notificationEmail: env.BITPAY_NOTIFICATION_EMAIL,
    }),
  };
}
