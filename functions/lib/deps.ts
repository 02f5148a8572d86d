import type { FeatureFlags } from '../../shared/domain/flags';
import type { Db } from '../data/db';
import type { Powertools } from './adapters/powertools';
import type { Clock } from './clock';
import type { Env } from './env';
import type { Logger } from './logger';
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

/** Ports only some Lambdas use: their entry brings the adapters (see getDeps), so no other bundle carries them. */
export type OwnAdapters = Pick<Deps, 'bankPayouts' | 'cryptoPayouts' | 'nftMinter' | 'livePosts'>;

let configured: Deps | undefined;

/** The local cloud installs its deps (sandbox adapters, in-process bus) before any handler runs. */
export function configureDeps(deps: Deps): void {
  configured = deps;
}

/** Builds a Lambda's deps in AWS from its environment and the ports only it uses (`getDeps`). */
export type AwsDepsFactory = (ownAdapters?: (secret: SecretReader, env: Env) => Partial<OwnAdapters>) => Deps;

let awsDeps: AwsDepsFactory | undefined;

/**
 * Installs the AWS deps' factory: functions/lib/aws-deps.ts does, and esbuild injects that file into every Lambda
 * bundle (`lambdaBundling.inject`) while nothing else imports it. So the local cloud and the tests never load the
 * AWS adapters nor Powertools, whose Tracer brings the X-Ray SDK and its async hook on every promise.
 */
export function provideAwsDeps(factory: AwsDepsFactory): void {
  awsDeps = factory;
}

/**
 * The process's deps: the local cloud's, or AWS's made on first use. `ownAdapters` builds the ports only this
 * Lambda uses (e.g. the payout providers for the billing family and the withdrawal tasks, the NFT minter for the
 * storefront-mint task).
 */
export function getDeps(ownAdapters?: (secret: SecretReader, env: Env) => Partial<OwnAdapters>): Deps {
  if (!configured) {
    if (!awsDeps)
      throw new Error('No deps: configureDeps first, or bundle with functions/lib/aws-deps.ts injected');
    configured = awsDeps(ownAdapters);
  }
  return configured;
}
