import * as z from '../../../shared/zod';
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
  DWOLLA_API_URL: z._default(z.string().check(z.url()), 'https://api.dwolla.com'),
  DWOLLA_KEY: z.optional(z.string().check(z.minLength(1))),
  DWOLLA_KEY_ARN: z.optional(z.string()),
  DWOLLA_SECRET: z.optional(z.string().check(z.minLength(1))),
  DWOLLA_SECRET_ARN: z.optional(z.string()),
  DWOLLA_ACCOUNT_ID: z.optional(z.string().check(z.minLength(1))),
  DWOLLA_SOURCE_FUNDING_SOURCE_URL: z.optional(z.string().check(z.url())),
  BITPAY_API_URL: z._default(z.string().check(z.url()), 'https://bitpay.com'),
  BITPAY_TOKEN: z.optional(z.string().check(z.minLength(1))),
  BITPAY_TOKEN_ARN: z.optional(z.string()),
  BITPAY_PRIVATE_KEY: z.optional(z.string().check(z.minLength(1))),
  BITPAY_PRIVATE_KEY_ARN: z.optional(z.string()),
  BITPAY_NOTIFICATION_EMAIL: z.optional(z.string().check(z.email())),
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
