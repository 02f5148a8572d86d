import { defaultFlags, type FeatureFlags, parseFlagOverrides } from '../../shared/domain/flags';
import { createDb, type Db } from '../data/db';
import {
  eventBridgeBus,
  eventBridgeScheduler,
  sesMailer,
  stepFunctionsWorkflows,
  type TraceClient,
} from './adapters/aws';
import { bitgoCryptoCustody, parseBitGoWallets } from './adapters/bitgo-crypto-custody';
import { checkoutCardProcessor } from './adapters/checkout-card-processor';
import { coinbaseCryptoMarket } from './adapters/coinbase-crypto-market';
import { custodyChain } from './adapters/custody-chain';
import { externalAuctionOrders } from './adapters/external-auction-orders';
import { moonpayOnRamp } from './adapters/moonpay-on-ramp';
import { personaIdentity } from './adapters/persona-identity';
import { createPowertools, type Powertools } from './adapters/powertools';
import { powertoolsLogger } from './adapters/powertools-logger';
import { powertoolsMetrics } from './adapters/powertools-metrics';
import { recaptchaCaptcha } from './adapters/recaptcha';
import { s3Media } from './adapters/s3-media';
import { secretsManagerValue } from './adapters/secrets-manager';
import { siftFraud } from './adapters/sift-fraud';
import { checkedSecret, jwtSessions } from './auth/jwt-sessions';
import { type Clock, systemClock } from './clock';
import { type Env, readEnv } from './env';
import { newId } from './ids';
import type { Logger } from './logger';
import { METRICS_NAMESPACE } from './metrics/business-metrics';
import type { CaptchaPort } from './ports/captcha';
import type { CardProcessorPort } from './ports/card-processor';
import type { ChainPort } from './ports/chain';
import type { CryptoCustodyPort } from './ports/crypto-custody';
import type { CryptoMarketPort } from './ports/crypto-market';
import type { EventBusPort } from './ports/event-bus';
import type { ExternalOrdersPort } from './ports/external-orders';
import type { FraudPort } from './ports/fraud';
import type { IdentityPort } from './ports/identity';
import type { LivePostsPort } from './ports/live-posts';
import type { MailerPort } from './ports/mailer';
import type { MediaPort } from './ports/media';
import type { MetricsPort } from './ports/metrics';
import type { NftMinterPort } from './ports/nft-minter';
import type { OnRampPort } from './ports/on-ramp';
import type { BankPayoutsPort, CryptoPayoutsPort } from './ports/payouts';
import type { SchedulerPort } from './ports/scheduler';
import type { SessionsPort } from './ports/sessions';
import type { WorkflowPort } from './ports/workflows';

/** Everything a handler needs, created once per process and passed in; tests and the local cloud build their own. */
export interface Deps {
  env: Env;
  db: Db;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  metrics: MetricsPort;
  /** In AWS, the Powertools behind `logger` and `metrics`, for the handlers' middlewares; none locally or in tests. */
  powertools?: Powertools;
  flags: FeatureFlags;
  bus: EventBusPort;
  scheduler: SchedulerPort;
  mailer: MailerPort;
  workflows: WorkflowPort;
  sessions: SessionsPort;
  captcha: CaptchaPort;
  identity: IdentityPort;
  media: MediaPort;
  cards: CardProcessorPort;
  market: CryptoMarketPort;
  custody: CryptoCustodyPort;
  onRamp: OnRampPort;
  fraud: FraudPort;
  externalOrders: ExternalOrdersPort;
  chain: ChainPort;
  /** Bank transfers out (fiat withdrawals) and crypto payouts. */
  bankPayouts: BankPayoutsPort;
  cryptoPayouts: CryptoPayoutsPort;
  /** Mints storefront NFTs on their chain (the storefront-mint task only). */
  nftMinter: NftMinterPort;
  /** Live-update nudges to browsers' sockets (the live fan-out and inbox consumers only). */
  livePosts: LivePostsPort;
}

/** Reads a secret by its ARN variable, else its plain variable (named for the error), when first used. */
export type SecretReader = (
  arn: string | undefined,
  plain: string | undefined,
  name: string,
) => () => Promise<string>;

/** A secret from Secrets Manager when its ARN is set, else from the plain variable; checked when first used. */
function secretFrom(env: Env, arn: string | undefined, plain: string | undefined, name: string) {
  if (arn) return secretsManagerValue(arn, env.AWS_REGION);
  return async () => {
    if (!plain) throw new Error(`${name} or ${name}_ARN must be set`);
    return plain;
  };
}

/** Ports only some Lambdas use: their entry brings the adapters (see getDeps), so no other bundle carries them. */
export type OwnAdapters = Pick<Deps, 'bankPayouts' | 'cryptoPayouts' | 'nftMinter' | 'livePosts'>;

/** A port this Lambda was built without: any call fails at once, naming it. */
function unavailablePorts<K extends keyof OwnAdapters>(names: K[]): Pick<OwnAdapters, K> {
  const missing = (name: string) =>
    new Proxy({}, { get: () => () => Promise.reject(new Error(`${name} is not available in this Lambda`)) });
  return Object.fromEntries(names.map((name) => [name, missing(name)])) as unknown as Pick<OwnAdapters, K>;
}

export function createAwsDeps(env: Env, adapters: Partial<OwnAdapters> = {}): Deps {
  const jwtSecret = secretFrom(env, env.JWT_SECRET_ARN, env.JWT_SECRET, 'JWT_SECRET');
  const powertools = createPowertools({
    serviceName: env.AWS_LAMBDA_FUNCTION_NAME,
    namespace: METRICS_NAMESPACE,
    stage: env.STAGE,
  });
  const trace: TraceClient = (client) => powertools.tracer.captureAWSv3Client(client);
  const db = createDb({ tableName: env.TABLE_NAME, region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
  // The document client shares its DynamoDB client's middleware stack, so its calls are traced too.
  trace(db.client);
  return {
    env,
    db,
    clock: systemClock,
    newId,
    logger: powertoolsLogger(powertools.logger),
    metrics: powertoolsMetrics(powertools.metrics),
    powertools,
    flags: { ...defaultFlags, ...parseFlagOverrides(env.FEATURE_FLAGS) },
    bus: eventBridgeBus(env, trace),
    scheduler: eventBridgeScheduler(env, trace),
    mailer: sesMailer(env, trace),
    workflows: stepFunctionsWorkflows(trace),
    sessions: jwtSessions(async () => checkedSecret(await jwtSecret(), 'JWT_SECRET'), systemClock),
    captcha: recaptchaCaptcha(
      secretFrom(env, env.RECAPTCHA_SECRET_ARN, env.RECAPTCHA_SECRET, 'RECAPTCHA_SECRET'),
    ),
    identity: personaIdentity({
      templateId: env.PERSONA_TEMPLATE_ID,
      environment: env.PERSONA_ENVIRONMENT,
      apiKey: secretFrom(env, env.PERSONA_API_KEY_ARN, env.PERSONA_API_KEY, 'PERSONA_API_KEY'),
    }),
    media: s3Media(env.MEDIA_BUCKET_NAME),
    cards: checkoutCardProcessor({
      apiUrl: env.CARD_PROCESSOR_API_URL,
      secretKey: secretFrom(
        env,
        env.CARD_PROCESSOR_SECRET_KEY_ARN,
        env.CARD_PROCESSOR_SECRET_KEY,
        'CARD_PROCESSOR_SECRET_KEY',
      ),
      processingChannelId: env.CARD_PROCESSOR_PROCESSING_CHANNEL_ID,
    }),
    market: coinbaseCryptoMarket({ ethRpcUrl: env.ETH_RPC_URL }),
    custody: bitgoCryptoCustody({
      apiUrl: env.BITGO_API_URL,
      wallets: parseBitGoWallets(env.BITGO_WALLETS),
      accessToken: secretFrom(env, env.BITGO_ACCESS_TOKEN_ARN, env.BITGO_ACCESS_TOKEN, 'BITGO_ACCESS_TOKEN'),
      walletPassphrase: secretFrom(
        env,
        env.BITGO_WALLET_PASSPHRASE_ARN,
        env.BITGO_WALLET_PASSPHRASE,
        'BITGO_WALLET_PASSPHRASE',
      ),
    }),
    onRamp: moonpayOnRamp({
      url: env.ON_RAMP_URL,
      secretKey: secretFrom(env, env.ON_RAMP_SECRET_KEY_ARN, env.ON_RAMP_SECRET_KEY, 'ON_RAMP_SECRET_KEY'),
    }),
    fraud: siftFraud({
      apiUrl: env.SIFT_API_URL,
      accountId: env.SIFT_ACCOUNT_ID,
      apiKey: secretFrom(env, env.SIFT_API_KEY_ARN, env.SIFT_API_KEY, 'SIFT_API_KEY'),
    }),
    externalOrders: externalAuctionOrders({
      apiUrl: env.EXTERNAL_AUCTION_API_URL,
      apiKey: secretFrom(
        env,
        env.EXTERNAL_AUCTION_API_KEY_ARN,
        env.EXTERNAL_AUCTION_API_KEY,
        'EXTERNAL_AUCTION_API_KEY',
      ),
    }),
    chain: custodyChain({
      apiUrl: env.CHAIN_TRANSFER_URL,
      apiKey: secretFrom(
        env,
        env.CHAIN_TRANSFER_API_KEY_ARN,
        env.CHAIN_TRANSFER_API_KEY,
        'CHAIN_TRANSFER_API_KEY',
      ),
    }),
    ...unavailablePorts(['bankPayouts', 'cryptoPayouts', 'nftMinter', 'livePosts']),
    ...adapters,
  };
}

let configured: Deps | undefined;

/** The local cloud installs its deps (sandbox adapters, in-process bus) before any handler runs. */
export function configureDeps(deps: Deps): void {
  configured = deps;
}

/**
 * The process's deps: the local cloud's, or AWS's made on first use. `ownAdapters` builds the ports only this
 * Lambda uses (e.g. the payout providers for the billing family and the withdrawal tasks, the NFT minter for the
 * storefront-mint task).
 */
export function getDeps(ownAdapters?: (secret: SecretReader, env: Env) => Partial<OwnAdapters>): Deps {
  if (!configured) {
    const env = readEnv();
    configured = createAwsDeps(
      env,
      ownAdapters?.((arn, plain, name) => secretFrom(env, arn, plain, name), env),
    );
  }
  return configured;
}
