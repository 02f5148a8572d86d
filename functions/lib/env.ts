import { passStateSchema } from '../../shared/domain/enum-schemas';
import { PassState } from '../../shared/domain/enums';
import * as z from '../../shared/zod';

/**
 * The environment, read and validated once. A missing or malformed variable fails at start with its name.
 * infra/ sets these on every Lambda; the local cloud sets them for its one process.
 */
const envSchema = z.object({
  STAGE: z.enum(['aws', 'local', 'test']),
  TABLE_NAME: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  DYNAMODB_ENDPOINT: z.optional(z.string().check(z.url())),
  EVENT_BUS_NAME: z._default(z.string().check(z.minLength(1)), 'default'),
  EVENT_SOURCE: z._default(z.string().check(z.minLength(1)), 'collectibles.platform'),
  MEDIA_BASE_URL: z._default(z.string().check(z.minLength(1)), '/media'),
  MAIL_FROM: z._default(z.string().check(z.email()), 'hello@collectibles.example'),
  /** The web's origin, for absolute links in e-mails. */
  SITE_URL: z._default(z.string().check(z.url()), 'http://localhost:3000'),
  FEATURE_FLAGS: z._default(z.string(), ''),
  /** The pass page's state (join_raffle, join_wait_list, drop, marketplace) and the drop its 'Buy now' opens. */
  ONE_PASS_STATE: z._default(passStateSchema, PassState.joinWaitList),
  ONE_PASS_DROP_ID: z.optional(z.string().check(z.minLength(1))),
  /**
   * How long unfinished work (a reserved purchase, a payment, a crypto send) is left to its request before the
   * recovery sweep finishes it: longer than any request runs (API_TIMEOUT_SECONDS).
   */
  RECOVERY_LEASE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(15)), 120),
  SCHEDULE_GROUP_NAME: z._default(z.string().check(z.minLength(1)), 'default'),
  SCHEDULE_TARGET_ARN: z.optional(z.string()),
  SCHEDULE_ROLE_ARN: z.optional(z.string()),
  /** HS256 signing secret for id_tokens (local/test; in AWS JWT_SECRET_ARN names a Secrets Manager secret). */
  JWT_SECRET: z.optional(z.string().check(z.minLength(32))),
  JWT_SECRET_ARN: z.optional(z.string()),
  /** The reCAPTCHA secret key, or the Secrets Manager secret holding it (AWS). */
  RECAPTCHA_SECRET: z.optional(z.string().check(z.minLength(1))),
  RECAPTCHA_SECRET_ARN: z.optional(z.string()),
  /**
   * The secret CloudFront sends the API in x-origin-verify (AWS): only a request carrying it is trusted to name
   * the viewer's address (functions/lib/client-address.ts). Unset: the caller's address is API Gateway's sourceIp.
   */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** The media bucket (AWS); files written there are served under MEDIA_BASE_URL. */
  MEDIA_BUCKET_NAME: z.optional(z.string().check(z.minLength(1))),
  /** Persona identity verification: the inquiry template, its environment and the API key (or its secret). */
  PERSONA_TEMPLATE_ID: z.optional(z.string().check(z.minLength(1))),
  PERSONA_ENVIRONMENT: z._default(z.enum(['sandbox', 'production']), 'production'),
  PERSONA_API_KEY: z.optional(z.string().check(z.minLength(1))),
  PERSONA_API_KEY_ARN: z.optional(z.string()),
  /** Checkout.com: the API (its sandbox or production), the secret key (or its secret) and processing channel. */
  CARD_PROCESSOR_API_URL: z._default(z.string().check(z.url()), 'https://api.checkout.com'),
  CARD_PROCESSOR_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  CARD_PROCESSOR_SECRET_KEY_ARN: z.optional(z.string()),
  /** The key Checkout.com signs our webhook endpoint's events with (or its secret). */
  CARD_PROCESSOR_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  CARD_PROCESSOR_WEBHOOK_SECRET_ARN: z.optional(z.string()),
  CARD_PROCESSOR_PROCESSING_CHANNEL_ID: z.optional(z.string().check(z.minLength(1))),
  /** Sift (the fraud decision): the API, the account id of its v3 calls and the API key (or its secret). */
  SIFT_API_URL: z._default(z.string().check(z.url()), 'https://api.sift.com'),
  SIFT_ACCOUNT_ID: z.optional(z.string().check(z.minLength(1))),
  SIFT_API_KEY: z.optional(z.string().check(z.minLength(1))),
  SIFT_API_KEY_ARN: z.optional(z.string()),
  /** BitGo (crypto custody): BitGo Express, wallets per coin ('ETH=eth:<walletId>,...'), token and passphrase. */
  BITGO_API_URL: z._default(z.string().check(z.url()), 'https://app.bitgo.com'),
  BITGO_WALLETS: z.optional(z.string()),
  BITGO_ACCESS_TOKEN: z.optional(z.string().check(z.minLength(1))),
  BITGO_ACCESS_TOKEN_ARN: z.optional(z.string()),
  BITGO_WALLET_PASSPHRASE: z.optional(z.string().check(z.minLength(1))),
  BITGO_WALLET_PASSPHRASE_ARN: z.optional(z.string()),
  /** MoonPay (the on-ramp): its widget URL and the secret key that signs widget URLs (or its secret). */
  ON_RAMP_URL: z._default(z.string().check(z.url()), 'https://buy.moonpay.com'),
  ON_RAMP_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  ON_RAMP_SECRET_KEY_ARN: z.optional(z.string()),
  /** The external auction site (claims of its orders): its order API and API key (or its secret). */
  EXTERNAL_AUCTION_API_URL: z.optional(z.string().check(z.url())),
  EXTERNAL_AUCTION_API_KEY: z.optional(z.string().check(z.minLength(1))),
  EXTERNAL_AUCTION_API_KEY_ARN: z.optional(z.string()),
  /** An Ethereum JSON-RPC endpoint, for the gas price. */
  ETH_RPC_URL: z._default(z.string().check(z.url()), 'https://cloudflare-eth.com'),
  /**
   * The sandbox clock of exports: the workflow waits this many seconds before the transfer instead of the
   * processing window (2 business days, the start of part 2 §9's 2-7). Unset in AWS.
   */
  EXPORT_WAIT_SECONDS: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  /**
   * The sandbox clock of fusions: the workflow waits this many seconds for the fused NFT instead of part 2 §9's
   * up to 2 weeks. Unset in AWS.
   */
  FUSION_WAIT_SECONDS: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  /**
   * The sandbox clock of payouts: batches every this many seconds instead of 10 AM and 5 PM US Eastern. Unset in
   * AWS.
   */
  PAYOUT_BATCH_EVERY_SECONDS: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  /** How often the withdrawal workflow asks the provider about a payout still pending. */
  PAYOUT_POLL_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 3600),
  /**
   * How long after completing a bank payout the workflow asks once more, for an ACH return (R01 comes within 2
   * banking days; 4 calendar days span a weekend). Then the withdrawal is settled.
   */
  PAYOUT_RETURN_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 4 * 24 * 3600),
  /** Part 2 §6's exclusion list: e-mails (comma-separated) that may export whatever the flag and the delay. */
  EXPORT_EMAIL_EXCLUSIONS: z._default(z.string(), ''),
  /** The custody service that transfers exported tokens (functions/lib/adapters/custody-chain.ts), and its key. */
  CHAIN_TRANSFER_URL: z.optional(z.string().check(z.url())),
  /** The live-updates WebSocket API's connection endpoint (https://{api}.execute-api.{region}.amazonaws.com/{stage}). */
  LIVE_CALLBACK_URL: z.optional(z.string().check(z.url())),
  CHAIN_TRANSFER_API_KEY: z.optional(z.string().check(z.minLength(1))),
  CHAIN_TRANSFER_API_KEY_ARN: z.optional(z.string()),
  /** Lambda's own: the function's name, the `service` dimension of its metrics. */
  AWS_LAMBDA_FUNCTION_NAME: z._default(z.string().check(z.minLength(1)), 'local'),
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
