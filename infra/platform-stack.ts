import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX, PRIVATE_MEDIA_KEY_PREFIX } from '../functions/lib/adapters/s3-media';
import { workflows as registeredWorkflows } from '../functions/workflows/registry';
import type { WorkflowDefinition } from '../functions/workflows/types';
import { workflowArnVariable } from '../functions/workflows/types';
import { allRoutes } from '../shared/api/contract';
import type { Family, RouteDef } from '../shared/api/route';
import { Api } from './constructs/api';
import { createDataTable } from './constructs/data-table';
import { Events } from './constructs/events';
import { lambdaEnvironment } from './constructs/lambda-environment';
import { lambdaFactory } from './constructs/lambda-function';
import { LiveUpdates } from './constructs/live-updates';
import { Monitoring } from './constructs/monitoring';
import { Scheduling } from './constructs/scheduler';
import { privateBucket, WebHosting } from './constructs/web-hosting';
import { Workflows } from './constructs/workflows';

export interface PlatformStackProps extends StackProps {
  /** Defaults to the contract; tests pass others. */
  routes?: RouteDef[];
  /** Defaults to the workflow registry; tests pass fixtures. */
  workflows?: WorkflowDefinition[];
  /** The web build to upload under app/; omitted before the web is built. */
  webAssetsPath?: string;
  mailFrom?: string;
  /**
   * The site's public URL (its custom domain, or the CloudFront domain once known): the origin of links in
   * e-mails and of 3-D Secure returns. Not derived from the distribution, which depends on the API.
   */
  siteUrl?: string;
  featureFlags?: string;
  tracing?: boolean;
  /** The Sift account the fraud decisions are made in. */
  siftAccountId?: string;
  /** BitGo Express for crypto custody, and the wallet per coin ('ETH=eth:<walletId>,...'). */
  bitgoApiUrl?: string;
  bitgoWallets?: string;
  /** Subscribed to the on-call alarm topic. */
  alarmEmail?: string;
  /** The external auction site's orders API, read when its sales are claimed. */
  externalAuctionApiUrl?: string;
  /** The custody service that transfers exported tokens to external wallets. */
  chainTransferUrl?: string;
  /** The pass page's state (join_raffle, join_wait_list, drop, marketplace) and the drop its 'Buy now' opens. */
  onePassState?: string;
  onePassDropId?: string;
  /** Dwolla for bank withdrawals: its API, the platform's account and the funding source payouts are sent from. */
  dwollaApiUrl?: string;
  dwollaAccountId?: string;
  dwollaSourceFundingSourceUrl?: string;
  /** BitPay for crypto withdrawals: its API, and the address its payout notifications go to. */
  bitpayApiUrl?: string;
  bitpayNotificationEmail?: string;
}

/**
 * The families that create schedules: auction closes and Dutch price ticks, offer expiries, payout batches, the
 * ends of storefront listings.
 */
const schedulingFamilies: Family[] = ['auction', 'offers', 'billing', 'storefront'];

/** The whole platform in one stack; see the constructs for each part. */
export class PlatformStack extends Stack {
  readonly api: Api;
  readonly events: Events;
  readonly live: LiveUpdates;
  readonly workflows: Workflows;
  readonly scheduling: Scheduling;
  readonly schedulesFunction: NodejsFunction;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: PlatformStackProps = {}) {
    super(scope, id, props);
    const table = createDataTable(this);
    const bus = new EventBus(this, 'Bus', { description: 'Domain events relayed from the outbox' });
    this.scheduling = new Scheduling(this, 'Scheduler');
    const mediaBucket = privateBucket(this, 'MediaBucket');
    // Creators upload storefront media straight to the bucket with a presigned PUT from the site's pages.
    mediaBucket.addCorsRule({
      allowedMethods: [HttpMethods.PUT],
      allowedOrigins: [props.siteUrl ?? '*'],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
    // Transaction reports were public media (media/reports/) before they moved to private/: none is kept there.
    mediaBucket.addLifecycleRule({ prefix: `${MEDIA_KEY_PREFIX}reports/`, expiration: Duration.days(1) });
    // The id_token signing key is generated here; the reCAPTCHA secret key is set by the operator after deploy.
    const jwtSecret = new Secret(this, 'JwtSigningSecret', {
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    const cardProcessorSecret = new Secret(this, 'CardProcessorSecret', {
      description: "The card processor's secret API key (set its value after the first deploy)",
    });
    const cardWebhookSecret = new Secret(this, 'CardWebhookSecret', {
      description:
        "The key the card processor signs our webhook's events with (set its value after the first deploy)",
    });
    const bitgoAccessToken = new Secret(this, 'BitGoAccessToken', {
      description: 'The BitGo access token of the custody wallets (set its value after the first deploy)',
    });
    const bitgoWalletPassphrase = new Secret(this, 'BitGoWalletPassphrase', {
      description: 'The passphrase BitGo Express signs refunds with (set its value after the first deploy)',
    });
    const onRampSecret = new Secret(this, 'OnRampSecret', {
      description: "The on-ramp's secret key that signs widget URLs (set its value after the first deploy)",
    });
    const siftApiKey = new Secret(this, 'SiftApiKey', {
      description: "Sift's REST API key, for the fraud decision (set its value after the first deploy)",
    });
    const externalAuctionApiKey = new Secret(this, 'ExternalAuctionApiKey', {
      description: "The external auction site's orders API key (set its value after the first deploy)",
    });
    const chainTransferApiKey = new Secret(this, 'ChainTransferApiKey', {
      description: "The token custody service's API key, for exports (set its value after the first deploy)",
    });
    const recaptchaSecret = new Secret(this, 'RecaptchaSecret', {
      description: 'The Google reCAPTCHA secret key (set its value after the first deploy)',
    });
    const dwollaKey = new Secret(this, 'DwollaKey', {
      description: "Dwolla's API key, for bank withdrawals (set its value after the first deploy)",
    });
    const dwollaSecret = new Secret(this, 'DwollaSecret', {
      description: "Dwolla's API secret, for bank withdrawals (set its value after the first deploy)",
    });
    const bitpayToken = new Secret(this, 'BitPayToken', {
      description: "BitPay's payout API token, for crypto withdrawals (set its value after the first deploy)",
    });
    const bitpayPrivateKey = new Secret(this, 'BitPayPrivateKey', {
      description:
        'The private key BitPay payout requests are signed with (set its value after the first deploy)',
    });
    const payoutSecrets = [dwollaKey, dwollaSecret, bitpayToken, bitpayPrivateKey];
    // CloudFront sends it to the API, which then trusts the viewer address CloudFront adds (client-address.ts).
    const originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description:
        'Sent by CloudFront to the API in x-origin-verify: the API trusts the viewer address with it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    }).secretValue.unsafeUnwrap();
    const functionLogs = new LogGroup(this, 'FunctionLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const createLambda = lambdaFactory({
      logGroup: functionLogs,
      environment: lambdaEnvironment({
        table,
        bus,
        scheduling: this.scheduling,
        mediaBucketName: mediaBucket.bucketName,
        mailFrom: props.mailFrom,
        siteUrl: props.siteUrl,
        featureFlags: props.featureFlags,
        jwtSecretArn: jwtSecret.secretArn,
        recaptchaSecretArn: recaptchaSecret.secretArn,
        cardProcessorSecretArn: cardProcessorSecret.secretArn,
        cardWebhookSecretArn: cardWebhookSecret.secretArn,
        siftAccountId: props.siftAccountId,
        siftApiKeySecretArn: siftApiKey.secretArn,
        bitgoApiUrl: props.bitgoApiUrl,
        bitgoWallets: props.bitgoWallets,
        bitgoAccessTokenSecretArn: bitgoAccessToken.secretArn,
        bitgoWalletPassphraseSecretArn: bitgoWalletPassphrase.secretArn,
        onRampSecretArn: onRampSecret.secretArn,
        externalAuctionApiUrl: props.externalAuctionApiUrl,
        externalAuctionApiKeySecretArn: externalAuctionApiKey.secretArn,
        chainTransferUrl: props.chainTransferUrl,
        onePassState: props.onePassState,
        onePassDropId: props.onePassDropId,
        chainTransferApiKeySecretArn: chainTransferApiKey.secretArn,
        dwollaApiUrl: props.dwollaApiUrl,
        dwollaAccountId: props.dwollaAccountId,
        dwollaSourceFundingSourceUrl: props.dwollaSourceFundingSourceUrl,
        dwollaKeySecretArn: dwollaKey.secretArn,
        dwollaSecretArn: dwollaSecret.secretArn,
        bitpayApiUrl: props.bitpayApiUrl,
        bitpayNotificationEmail: props.bitpayNotificationEmail,
        originVerifySecret,
        bitpayTokenSecretArn: bitpayToken.secretArn,
        bitpayPrivateKeySecretArn: bitpayPrivateKey.secretArn,
      }),
      tracing: props.tracing ?? false,
    });

    if (!props.siteUrl)
      Annotations.of(this).addWarning(
        'No siteUrl context: e-mail links and 3-D Secure returns use SITE_URL default (cdk deploy -c siteUrl=https://...)',
      );
    this.api = new Api(this, 'Api', { routes: props.routes ?? allRoutes, createLambda });
    for (const fn of Object.values(this.api.functions)) {
      table.grants.readWriteData(fn);
      // Every family authenticates its callers; the auth family also checks captchas.
      jwtSecret.grantRead(fn);
      recaptchaSecret.grantRead(fn);
    }
    // Only the payments family talks to the card processor; billing checks its webhooks' signatures.
    cardProcessorSecret.grantRead(this.api.functions.payments);
    cardWebhookSecret.grantRead(this.api.functions.billing);
    // ... and to crypto custody and the on-ramp; billing sends crypto refunds through custody.
    for (const secret of [bitgoAccessToken, bitgoWalletPassphrase, onRampSecret]) {
      secret.grantRead(this.api.functions.payments);
    }
    for (const secret of [bitgoAccessToken, bitgoWalletPassphrase])
      secret.grantRead(this.api.functions.billing);
    // The claims family reads the external auction site's orders (its webhook names one).
    externalAuctionApiKey.grantRead(this.api.functions.claims);
    // The billing family registers withdrawal customers, funding sources and payout recipients.
    for (const secret of payoutSecrets) secret.grantRead(this.api.functions.billing);
    for (const family of schedulingFamilies) this.scheduling.grantScheduling(this.api.functions[family]);
    // The owner family presigns GETs of vault files: a presigned URL reads with the signer's own rights.
    mediaBucket.grantRead(this.api.functions.owner, `${PRIVATE_MEDIA_KEY_PREFIX}vault/*`);
    // ... and the account family, of transaction reports (each only to its owner).
    mediaBucket.grantRead(this.api.functions.account, `${PRIVATE_MEDIA_KEY_PREFIX}reports/*`);

    this.schedulesFunction = this.scheduling.createTarget(createLambda);
    table.grants.readWriteData(this.schedulesFunction);
    // The recovery sweep finishes checkouts and crypto sends as their requests would have: it charges cards
    // and asks custody again.
    for (const secret of [cardProcessorSecret, bitgoAccessToken, bitgoWalletPassphrase])
      secret.grantRead(this.schedulesFunction);

    this.events = new Events(this, 'Events', { bus, table, createLambda });
    this.live = new LiveUpdates(this, 'Live', {
      table,
      createLambda,
      posters: [this.events.consumers.live, this.events.consumers.inbox],
      jwtSecret,
    });

    this.workflows = new Workflows(this, 'Workflows', {
      workflows: props.workflows ?? registeredWorkflows,
      table,
      createLambda,
      tracing: props.tracing ?? false,
    });
    // Workflow tasks write generated files (transaction reports) under private/reports/, never served publicly.
    for (const fn of this.workflows.functions) {
      mediaBucket.grantPut(fn, `${PRIVATE_MEDIA_KEY_PREFIX}reports/*`);
      mediaBucket.grantRead(fn, `${PRIVATE_MEDIA_KEY_PREFIX}reports/*`);
    }
    // The export tasks transfer tokens, and the storefront-mint task mints them, through the custody service (the
    // minter reads the same CHAIN_TRANSFER_URL and key: no variable of its own).
    for (const fn of this.workflows.functions) chainTransferApiKey.grantRead(fn);
    // The 3-d-secure tasks poll the card processor, the fraud-decision tasks call Sift and the withdrawal task
    // sends payouts.
    for (const fn of this.workflows.functions) {
      for (const secret of [cardProcessorSecret, siftApiKey, ...payoutSecrets]) secret.grantRead(fn);
    }
    // Handlers start workflows by name: the API families, and the recovery sweep (a resumed card checkout may
    // wait on 3-D Secure).
    for (const [name, stateMachine] of this.workflows.stateMachines) {
      for (const fn of [...Object.values(this.api.functions), this.schedulesFunction]) {
        fn.addEnvironment(workflowArnVariable(name), stateMachine.stateMachineArn);
        stateMachine.grants.startExecution(fn);
      }
    }

    const web = new WebHosting(this, 'Web', {
      httpApi: this.api.httpApi,
      liveApi: this.live.api,
      mediaBucket,
      webAssetsPath: props.webAssetsPath,
      originVerifySecret,
    });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: props.alarmEmail,
      httpApi: this.api.httpApi,
      table,
      functions: [
        ...Object.values(this.api.functions),
        this.schedulesFunction,
        this.events.relay,
        ...Object.values(this.events.consumers),
        ...this.workflows.functions,
      ],
      deadLetterQueues: [...this.events.deadLetterQueues, this.scheduling.deadLetterQueue],
      stateMachines: [...this.workflows.stateMachines.values()],
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${web.distribution.distributionDomainName}/app` });
    new CfnOutput(this, 'ApiUrl', { value: `${this.api.httpApi.apiEndpoint}/api` });
    new CfnOutput(this, 'TableName', { value: table.tableName });
  }
}
