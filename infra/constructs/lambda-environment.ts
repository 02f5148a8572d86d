import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { EventBus } from 'aws-cdk-lib/aws-events';
import { type Env, parseEnv } from '../../functions/lib/env';
import type { Scheduling } from './scheduler';
import { MEDIA_PATH } from './web-hosting';

export interface LambdaEnvironmentProps {
  table: Table;
  bus: EventBus;
  scheduling: Scheduling;
  mediaBucketName: string;
  mailFrom?: string;
  /** The site's public URL (SITE_URL): links in e-mails and 3-D Secure returns. */
  siteUrl?: string;
  featureFlags?: string;
  /** Secrets Manager secrets the functions read once per cold start: the id_token signing key, the reCAPTCHA key. */
  jwtSecretArn?: string;
  recaptchaSecretArn?: string;
  cardProcessorSecretArn?: string;
  cardWebhookSecretArn?: string;
  /** Sift (the fraud decision): the account id of its v3 calls and the API key's secret. */
  siftAccountId?: string;
  siftApiKeySecretArn?: string;
  /** Crypto custody (BitGo Express URL, wallets per coin as BITGO_WALLETS reads them) and its secrets. */
  bitgoApiUrl?: string;
  bitgoWallets?: string;
  bitgoAccessTokenSecretArn?: string;
  bitgoWalletPassphraseSecretArn?: string;
  onRampSecretArn?: string;
  /** The external auction site's orders API (claims of its sales) and its API key's secret. */
  externalAuctionApiUrl?: string;
  externalAuctionApiKeySecretArn?: string;
  /**
   * The custody service that signs token transfers to external wallets (exports) and mints storefront NFTs (the
   * storefront-mint task), and its API key's secret.
   */
  chainTransferUrl?: string;
  /** The pass page's state and its drop (GET /config). */
  onePassState?: string;
  onePassDropId?: string;
  chainTransferApiKeySecretArn?: string;
  /** Dwolla (bank withdrawals): its API, the platform's account, the funding source payouts leave from, secrets. */
  dwollaApiUrl?: string;
  dwollaAccountId?: string;
  dwollaSourceFundingSourceUrl?: string;
  dwollaKeySecretArn?: string;
  dwollaSecretArn?: string;
  /** BitPay (crypto withdrawals): its API, the payout notification address, its token's and signing key's secrets. */
  bitpayApiUrl?: string;
  bitpayNotificationEmail?: string;
  bitpayTokenSecretArn?: string;
  bitpayPrivateKeySecretArn?: string;
  /** The secret CloudFront sends the API in x-origin-verify (functions/lib/client-address.ts). */
  originVerifySecret?: string;
}

/** What functions/lib/env.ts reads, for every Lambda. AWS_REGION is Lambda's own and cannot be set. */
export function lambdaEnvironment(props: LambdaEnvironmentProps): Record<string, string> {
  const environment = {
    STAGE: 'aws',
    TABLE_NAME: props.table.tableName,
    EVENT_BUS_NAME: props.bus.eventBusName,
    MEDIA_BASE_URL: MEDIA_PATH,
    MEDIA_BUCKET_NAME: props.mediaBucketName,
    FEATURE_FLAGS: props.featureFlags ?? '',
    SCHEDULE_GROUP_NAME: props.scheduling.group.scheduleGroupName,
    SCHEDULE_TARGET_ARN: props.scheduling.targetArn,
    SCHEDULE_ROLE_ARN: props.scheduling.role.roleArn,
    ...(props.mailFrom && { MAIL_FROM: props.mailFrom }),
    ...(props.siteUrl && { SITE_URL: props.siteUrl }),
    ...(props.jwtSecretArn && { JWT_SECRET_ARN: props.jwtSecretArn }),
    ...(props.recaptchaSecretArn && { RECAPTCHA_SECRET_ARN: props.recaptchaSecretArn }),
    ...(props.cardProcessorSecretArn && { CARD_PROCESSOR_SECRET_KEY_ARN: props.cardProcessorSecretArn }),
    ...(props.cardWebhookSecretArn && { CARD_PROCESSOR_WEBHOOK_SECRET_ARN: props.cardWebhookSecretArn }),
    ...(props.siftAccountId && { SIFT_ACCOUNT_ID: props.siftAccountId }),
    ...(props.siftApiKeySecretArn && { SIFT_API_KEY_ARN: props.siftApiKeySecretArn }),
    ...(props.bitgoApiUrl && { BITGO_API_URL: props.bitgoApiUrl }),
    ...(props.bitgoWallets && { BITGO_WALLETS: props.bitgoWallets }),
    ...(props.bitgoAccessTokenSecretArn && { BITGO_ACCESS_TOKEN_ARN: props.bitgoAccessTokenSecretArn }),
    ...(props.bitgoWalletPassphraseSecretArn && {
      BITGO_WALLET_PASSPHRASE_ARN: props.bitgoWalletPassphraseSecretArn,
    }),
    ...(props.onRampSecretArn && { ON_RAMP_SECRET_KEY_ARN: props.onRampSecretArn }),
    ...(props.externalAuctionApiUrl && { EXTERNAL_AUCTION_API_URL: props.externalAuctionApiUrl }),
    ...(props.externalAuctionApiKeySecretArn && {
      EXTERNAL_AUCTION_API_KEY_ARN: props.externalAuctionApiKeySecretArn,
    }),
    ...(props.chainTransferUrl && { CHAIN_TRANSFER_URL: props.chainTransferUrl }),
    ...(props.onePassState && { ONE_PASS_STATE: props.onePassState }),
    ...(props.onePassDropId && { ONE_PASS_DROP_ID: props.onePassDropId }),
    ...(props.chainTransferApiKeySecretArn && {
      CHAIN_TRANSFER_API_KEY_ARN: props.chainTransferApiKeySecretArn,
    }),
    ...(props.dwollaApiUrl && { DWOLLA_API_URL: props.dwollaApiUrl }),
    ...(props.dwollaAccountId && { DWOLLA_ACCOUNT_ID: props.dwollaAccountId }),
    ...(props.dwollaSourceFundingSourceUrl && {
      DWOLLA_SOURCE_FUNDING_SOURCE_URL: props.dwollaSourceFundingSourceUrl,
    }),
    ...(props.dwollaKeySecretArn && { DWOLLA_KEY_ARN: props.dwollaKeySecretArn }),
    ...(props.dwollaSecretArn && { DWOLLA_SECRET_ARN: props.dwollaSecretArn }),
    ...(props.bitpayApiUrl && { BITPAY_API_URL: props.bitpayApiUrl }),
    ...(props.bitpayNotificationEmail && { BITPAY_NOTIFICATION_EMAIL: props.bitpayNotificationEmail }),
    ...(props.bitpayTokenSecretArn && { BITPAY_TOKEN_ARN: props.bitpayTokenSecretArn }),
    ...(props.bitpayPrivateKeySecretArn && { BITPAY_PRIVATE_KEY_ARN: props.bitpayPrivateKeySecretArn }),
    ...(props.originVerifySecret && { ORIGIN_VERIFY_SECRET: props.originVerifySecret }),
  } satisfies Partial<Record<keyof Env, string>>;
  // The functions' own schema checks the values at synth time and supplies the defaults infra leaves to it.
  const { EVENT_SOURCE, MAIL_FROM } = parseEnv(environment);
  return { ...environment, EVENT_SOURCE, MAIL_FROM };
}
