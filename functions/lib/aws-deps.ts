/**
 * The deps of a Lambda in AWS: the real adapters, Powertools and traced SDK clients, made on first use from the
 * environment. Injected into every Lambda bundle by esbuild (infra/constructs/lambda-function.ts, `inject`) and
 * imported by nothing else, so the local cloud and the tests never load it (functions/lib/deps.ts, provideAwsDeps).
 */

import { defaultFlags, parseFlagOverrides } from '../../shared/domain/flags';
import { createDb } from '../data/db';
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
import { createPowertools } from './adapters/powertools';
import { powertoolsLogger } from './adapters/powertools-logger';
import { powertoolsMetrics } from './adapters/powertools-metrics';
import { recaptchaCaptcha } from './adapters/recaptcha';
import { s3Media } from './adapters/s3-media';
import { secretsManagerValue } from './adapters/secrets-manager';
import { siftFraud } from './adapters/sift-fraud';
import { checkedSecret, jwtSessions } from './auth/jwt-sessions';
import { systemClock } from './clock';
import type { Deps, OwnAdapters } from './deps';
import { provideAwsDeps } from './deps';
import { type Env, readEnv } from './env';
import { newId } from './ids';
import { METRICS_NAMESPACE } from './metrics/business-metrics';

/** A secret from Secrets Manager when its ARN is set, else from the plain variable; checked when first used. */
function secretFrom(env: Env, arn: string | undefined, plain: string | undefined, name: string) {
  if (arn) return secretsManagerValue(arn, env.AWS_REGION);
  return async () => {
    if (!plain) throw new Error(`${name} or ${name}_ARN must be set`);
    return plain;
  };
}

/** A port this Lambda was built without: any call fails at once, naming it. */
function unavailablePorts<K extends keyof OwnAdapters>(names: K[]): Pick<OwnAdapters, K> {
  const missing = (name: string) =>
    new Proxy({}, { get: () => () => Promise.reject(new Error(`${name} is not available in this Lambda`)) });
  return Object.fromEntries(names.map((name) => [name, missing(name)])) as unknown as Pick<OwnAdapters, K>;
}

function createAwsDeps(env: Env, adapters: Partial<OwnAdapters> = {}): Deps {
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
      webhookSecret: secretFrom(
        env,
        env.CARD_PROCESSOR_WEBHOOK_SECRET_ARN,
        env.CARD_PROCESSOR_WEBHOOK_SECRET,
        'CARD_PROCESSOR_WEBHOOK_SECRET',
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

provideAwsDeps((ownAdapters) => {
  const env = readEnv();
  return createAwsDeps(
    env,
    ownAdapters?.((arn, plain, name) => secretFrom(env, arn, plain, name), env),
  );
});
