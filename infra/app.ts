import { existsSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { fromRoot } from './constructs/lambda-function';
import { PlatformStack } from './platform-stack';

// Without credentials CDK_DEFAULT_* are unset and the stack is environment-agnostic, so synth works offline.
const app = new App();
const context = (key: string): string | undefined => app.node.tryGetContext(key);
const webDist = fromRoot('web/dist');

new PlatformStack(app, 'CollectiblesPlatform', {
  description: 'Collectibles platform: API, data, events, workflows, schedules and web hosting',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webAssetsPath: existsSync(webDist) ? webDist : undefined,
  mailFrom: context('mailFrom'),
  siteUrl: context('siteUrl'),
  featureFlags: context('featureFlags'),
  // X-Ray active tracing of every Lambda and state machine (docs/architecture.md); `-c tracing=false` turns it off.
  tracing: String(context('tracing')) !== 'false',
  alarmEmail: context('alarmEmail'),
  siftAccountId: context('siftAccountId'),
  bitgoApiUrl: context('bitgoApiUrl'),
  bitgoWallets: context('bitgoWallets'),
  externalAuctionApiUrl: context('externalAuctionApiUrl'),
  chainTransferUrl: context('chainTransferUrl'),
  onePassState: context('onePassState'),
  onePassDropId: context('onePassDropId'),
  dwollaApiUrl: context('dwollaApiUrl'),
  dwollaAccountId: context('dwollaAccountId'),
  dwollaSourceFundingSourceUrl: context('dwollaSourceFundingSourceUrl'),
  bitpayApiUrl: context('bitpayApiUrl'),
  bitpayNotificationEmail: context('bitpayNotificationEmail'),
});
