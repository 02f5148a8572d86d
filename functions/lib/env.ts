import * as z from 'zod';
import { passStateSchema } from '../../shared/domain/enum-schemas';
import { PassState } from '../../shared/domain/enums';

/**
 * The environment, read and validated once. A missing or malformed variable fails at start with its name.
 * infra/ sets these on every Lambda; the local cloud sets them for its one process.
 */
const envSchema = z.object({
  STAGE: z.enum(['aws', 'local', 'test']),
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  EVENT_BUS_NAME: z.string().min(1).default('default'),
  EVENT_SOURCE: z.string().min(1).default('collectibles.platform'),
  MEDIA_BASE_URL: z.string().min(1).default('/media'),
  MAIL_FROM: z.string().email().default('hello@collectibles.example'),
  /** The web's origin, for absolute links in e-mails. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  FEATURE_FLAGS: z.string().default(''),
  /** The pass page's state (join_raffle, join_wait_list, drop, marketplace) and the drop its 'Buy now' opens. */
  ONE_PASS_STATE: passStateSchema.default(PassState.joinWaitList),
  ONE_PASS_DROP_ID: z.string().min(1).optional(),
  /**
   * How long unfinished work (a reserved purchase, a payment, a crypto send) is left to its request before the
   * recovery sweep finishes it: longer than any request runs (API_TIMEOUT_SECONDS).
   */
  RECOVERY_LEASE_SECONDS: z.coerce.number().int().min(15).default(120),
  SCHEDULE_GROUP_NAME: z.string().min(1).default('default'),
  SCHEDULE_TARGET_ARN: z.string().optional(),
  SCHEDULE_ROLE_ARN: z.string().optional(),
  /** HS256 signing secret for id_tokens (local/test; in AWS JWT_SECRET_ARN names a Secrets Manager secret). */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_SECRET_ARN: z.string().optional(),
  /** The reCAPTCHA secret key, or the Secrets Manager secret holding it (AWS). */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SECRET_ARN: z.string().optional(),
  /** The media bucket (AWS); files written there are served under MEDIA_BASE_URL. */
  MEDIA_BUCKET_NAME: z.string().min(1).optional(),
  /** Persona identity verification: the inquiry template, its environment and the API key (or its secret). */
  PERSONA_TEMPLATE_ID: z.string().min(1).optional(),
  PERSONA_ENVIRONMENT: z.enum(['sandbox', 'production']).default('production'),
  PERSONA_API_KEY: z.string().min(1).optional(),
  PERSONA_API_KEY_ARN: z.string().optional(),
  /** Checkout.com: the API (its sandbox or production), the secret key (or its secret) and processing channel. */
  CARD_PROCESSOR_API_URL: z.string().url().default('https://api.checkout.com'),
  CARD_PROCESSOR_SECRET_KEY: z.string().min(1).optional(),
  CARD_PROCESSOR_SECRET_KEY_ARN: z.string().optional(),
  CARD_PROCESSOR_PROCESSING_CHANNEL_ID: z.string().min(1).optional(),
  /** Sift (the fraud decision): the API, the account id of its v3 calls and the API key (or its secret). */
  SIFT_API_URL: z.string().url().default('https://api.sift.com'),
  SIFT_ACCOUNT_ID: z.string().min(1).optional(),
  SIFT_API_KEY: z.string().min(1).optional(),
  SIFT_API_KEY_ARN: z.string().optional(),
  /** BitGo (crypto custody): BitGo Express, wallets per coin ('ETH=eth:<walletId>,...'), token and passphrase. */
  BITGO_API_URL: z.string().url().default('https://app.bitgo.com'),
  BITGO_WALLETS: z.string().optional(),
  BITGO_ACCESS_TOKEN: z.string().min(1).optional(),
  BITGO_ACCESS_TOKEN_ARN: z.string().optional(),
  BITGO_WALLET_PASSPHRASE: z.string().min(1).optional(),
  BITGO_WALLET_PASSPHRASE_ARN: z.string().optional(),
  /** MoonPay (the on-ramp): its widget URL and the secret key that signs widget URLs (or its secret). */
  ON_RAMP_URL: z.string().url().default('https://buy.moonpay.com'),
  ON_RAMP_SECRET_KEY: z.string().min(1).optional(),
  ON_RAMP_SECRET_KEY_ARN: z.string().optional(),
  /** The external auction site (claims of its orders): its order API and API key (or its secret). */
  EXTERNAL_AUCTION_API_URL: z.string().url().optional(),
  EXTERNAL_AUCTION_API_KEY: z.string().min(1).optional(),
  EXTERNAL_AUCTION_API_KEY_ARN: z.string().optional(),
  /** An Ethereum JSON-RPC endpoint, for the gas price. */
  ETH_RPC_URL: z.string().url().default('https://cloudflare-eth.com'),
  /**
   * The sandbox clock of exports: the workflow waits this many seconds before the transfer instead of the
   * processing window (2 business days, the start of part 2 §9's 2-7). Unset in AWS.
   */
  EXPORT_WAIT_SECONDS: z.coerce.number().int().min(0).optional(),
  /**
   * The sandbox clock of fusions: the workflow waits this many seconds for the fused NFT instead of part 2 §9's
   * up to 2 weeks. Unset in AWS.
   */
  FUSION_WAIT_SECONDS: z.coerce.number().int().min(0).optional(),
  /**
   * The sandbox clock of payouts: batches every this many seconds instead of 10 AM and 5 PM US Eastern. Unset in
   * AWS.
   */
  PAYOUT_BATCH_EVERY_SECONDS: z.coerce.number().int().min(1).optional(),
  /** How often the withdrawal workflow asks the provider about a payout still pending. */
  PAYOUT_POLL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /**
   * How long after completing a bank payout the workflow asks once more, for an ACH return (R01 comes within 2
   * banking days; 4 calendar days span a weekend). Then the withdrawal is settled.
   */
  PAYOUT_RETURN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(4 * 24 * 3600),
  /** Part 2 §6's exclusion list: e-mails (comma-separated) that may export whatever the flag and the delay. */
  EXPORT_EMAIL_EXCLUSIONS: z.string().default(''),
  /** The custody service that transfers exported tokens (functions/lib/adapters/custody-chain.ts), and its key. */
  CHAIN_TRANSFER_URL: z.string().url().optional(),
  CHAIN_TRANSFER_API_KEY: z.string().min(1).optional(),
  CHAIN_TRANSFER_API_KEY_ARN: z.string().optional(),
  /** Lambda's own: the function's name, the `service` dimension of its metrics. */
  AWS_LAMBDA_FUNCTION_NAME: z.string().min(1).default('local'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

let cached: Env | undefined;
export const readEnv = (): Env => {
  cached ??= parseEnv(process.env);
  return cached;
};
