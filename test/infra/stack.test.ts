import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/data/table';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address';
import { offerExpirySchedule } from '../../functions/schedules/offer-expiry';
import { recoverySweepSchedule } from '../../functions/schedules/recovery-sweep';
import { workflows } from '../../functions/workflows/registry';
import { threeDSecureWorkflow } from '../../functions/workflows/three-d-secure/definition';
import { workflowArnVariable } from '../../functions/workflows/types';
import { allRoutes } from '../../shared/api/contract';
import { LIVE_PATH } from '../../shared/api/live';
import { OPENAPI_DOCUMENT_PATH } from '../../shared/api/openapi';
import { families } from '../../shared/api/route';
import { appSecurityHeaders, HSTS_MAX_AGE_SECONDS } from '../../shared/http/security-headers';
import { conflictingRoutes, routesTemplate, unwiredRoutes } from './route-wiring';
import { logicalId, synthesize } from './synth';
import {
  allAllowStatements,
  asList,
  findDependencyCycle,
  type Json,
  referencedIds,
  resourcesOf,
  resourcesOfType,
  roleStatements,
} from './template';

const { stack, template } = synthesize({}, { validate: true });
const roleOf = (fn: IFunction) => logicalId(fn.role!);
const actionsOf = (statement: { Action: string | string[] }) => asList(statement.Action);

describe('HTTP API', () => {
  it('wires every contract route to its family function', () => {
    expect(unwiredRoutes(stack, template, allRoutes)).toEqual([]);
  });

  it('has no route the contract does not define', () => {
    expect(resourcesOfType(routesTemplate(stack, template), 'AWS::ApiGatewayV2::Route')).toHaveLength(
      allRoutes.length,
    );
    expect(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).toEqual([]);
  });

  it('lets API Gateway invoke each family function from this API, one permission per family', () => {
    const permissions = resourcesOfType(template, 'AWS::Lambda::Permission').map(([, p]) => p.Properties);
    for (const fn of Object.values(stack.api.functions)) {
      const granted = permissions.filter((p) => p.FunctionName['Fn::GetAtt']?.[0] === logicalId(fn));
      expect(granted).toEqual([
        expect.objectContaining({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' }),
      ]);
      expect([...referencedIds(granted[0].SourceArn)]).toContain(logicalId(stack.api.httpApi));
    }
  });

  it('has no routes that API Gateway would refuse as conflicting', () => {
    expect(conflictingRoutes(allRoutes)).toEqual([]);
  });
});

describe('table', () => {
  it('is built from tableDefinition: on demand, point-in-time recovery, stream, TTL and the GSIs', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: tableDefinition.stream },
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
    });
  });
});

describe('Lambda functions', () => {
  const functions = resourcesOfType(template, 'AWS::Lambda::Function');

  it('are the families, the outbox relay, the schedules target, one consumer per queue and the workflow tasks', () => {
    const taskFunctions = new Set(
      workflows.flatMap((workflow) =>
        Object.values(workflow.tasks).map((task) => `${task.entry}#${task.exportName}`),
      ),
    );
    expect(functions).toHaveLength(
      families.length + 1 + 1 + Object.keys(stack.events.consumers).length + taskFunctions.size,
    );
  });

  it('run Node.js 22 on arm64 with source maps and the environment the functions validate', () => {
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining([
          'STAGE',
          'TABLE_NAME',
          'EVENT_BUS_NAME',
          'EVENT_SOURCE',
          'MEDIA_BASE_URL',
          'MAIL_FROM',
          'FEATURE_FLAGS',
          'SCHEDULE_GROUP_NAME',
          'SCHEDULE_TARGET_ARN',
          'SCHEDULE_ROLE_ARN',
        ]),
      );
      expect(fn.Properties.Environment.Variables).toMatchObject({
        STAGE: 'aws',
        MEDIA_BASE_URL: '/media',
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
  });
});

describe('asynchronous consumers', () => {
  const resources = resourcesOf(template);
  const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);

  it('read every queue with a dead-letter queue behind it, reporting partial batch failures', () => {
    const queueMappings = mappings.filter(
      (m) => resources[m.EventSourceArn['Fn::GetAtt'][0]]?.Type === 'AWS::SQS::Queue',
    );
    expect(queueMappings).toHaveLength(Object.keys(stack.events.consumers).length);
    for (const mapping of queueMappings) {
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      const queue = resources[mapping.EventSourceArn['Fn::GetAtt'][0]];
      const deadLetterId = queue?.Properties.RedrivePolicy?.deadLetterTargetArn?.['Fn::GetAtt']?.[0];
      expect(resources[deadLetterId]?.Type).toBe('AWS::SQS::Queue');
    }
  });

  it('relay inserted outbox items from the stream, with an on-failure destination', () => {
    const streamMapping = mappings.find((m) => m.EventSourceArn['Fn::GetAtt'][1] === 'StreamArn');
    expect(streamMapping).toMatchObject({
      FunctionName: { Ref: logicalId(stack.events.relay) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: expect.any(Number),
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } } },
    });
    expect(JSON.parse(streamMapping.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { pk: { S: [{ prefix: 'OUTBOX#' }] } } },
    });
  });

  it('receive rule deliveries with a dead-letter queue on every target', () => {
    const targets = resourcesOfType(template, 'AWS::Events::Rule').flatMap(
      ([, rule]) => rule.Properties.Targets,
    );
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(target.DeadLetterConfig?.Arn).toBeDefined();
  });

  it('include the schedules target, invoked asynchronously by Scheduler, with a dead-letter queue', () => {
    const schedules = resources[logicalId(stack.schedulesFunction)];
    expect(schedules?.Properties.DeadLetterConfig?.TargetArn).toBeDefined();
  });
});

describe('standing schedules', () => {
  it.each([recoverySweepSchedule, offerExpirySchedule])(
    'run $name every minute on the schedules function, as the Scheduler role',
    (schedule) => {
      const standing = resourcesOfType(template, 'AWS::Scheduler::Schedule').map(([, resource]) => resource);
      const sweep = standing.find((resource) => resource.Properties.Name === schedule.name);
      expect(sweep?.Properties).toMatchObject({
        ScheduleExpression: 'rate(1 minutes)',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Input: JSON.stringify(schedule.target) },
      });
      expect(referencedIds(sweep?.Properties.Target.Arn)).toContain(logicalId(stack.schedulesFunction));
      expect(referencedIds(sweep?.Properties.Target.RoleArn)).toContain(logicalId(stack.scheduling.role));
    },
  );

  it('let the sweep read the card processor key and start the 3-D Secure workflow it may resume', () => {
    const role = logicalId(stack.schedulesFunction.role!);
    const actions = roleStatements(template)
      .filter(({ roles }) => roles.includes(role))
      .flatMap(({ statement }) => actionsOf(statement));
    expect(actions).toEqual(
      expect.arrayContaining(['secretsmanager:GetSecretValue', 'states:StartExecution']),
    );
    const environment =
      resourcesOf(template)[logicalId(stack.schedulesFunction)]?.Properties.Environment.Variables;
    expect(Object.keys(environment)).toContain(workflowArnVariable(threeDSecureWorkflow.name));
  });
});

describe('least privilege', () => {
  const statements = roleStatements(template);
  const withAction = (action: string) =>
    statements.filter(({ statement }) => actionsOf(statement).includes(action));
  const { schedulesFunction } = stack;

  it('grants no wildcard action, and no wildcard action on every resource', () => {
    for (const statement of allAllowStatements(template)) {
      const actions = actionsOf(statement);
      expect(actions.filter((action) => action === '*' || action.endsWith(':*'))).toEqual([]);
      if (asList(statement.Resource).includes('*')) {
        expect(actions.filter((action) => action.includes('*'))).toEqual([]);
      }
    }
  });

  it('lets only the outbox relay put events, on the platform bus only', () => {
    const grants = withAction('events:PutEvents');
    expect(grants.flatMap(({ roles }) => roles)).toEqual([roleOf(stack.events.relay)]);
    expect(grants[0]?.statement.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^Bus/), 'Arn'] });
  });

  it('lets the Scheduler role invoke the schedules function and nothing else', () => {
    const schedulerRole = logicalId(stack.scheduling.role);
    const granted = statements.filter(({ roles }) => roles.includes(schedulerRole)).map((s) => s.statement);
    expect(granted.flatMap(actionsOf)).toEqual(['lambda:InvokeFunction']);
    expect([...referencedIds(granted[0]?.Resource)]).toEqual([logicalId(schedulesFunction)]);
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
      },
    });
  });

  it('lets only the scheduling functions manage schedules, passing only the Scheduler role', () => {
    const { auction, offers, billing, storefront } = stack.api.functions;
    const scheduling = [auction, offers, billing, storefront, schedulesFunction].map(roleOf);
    for (const action of [
      'scheduler:CreateSchedule',
      'scheduler:UpdateSchedule',
      'scheduler:DeleteSchedule',
    ]) {
      expect(
        withAction(action)
          .flatMap(({ roles }) => roles)
          .sort(),
      ).toEqual([...scheduling].sort());
    }
    for (const { statement } of withAction('iam:PassRole')) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [logicalId(stack.scheduling.role), 'Arn'] });
    }
  });

  it("lets only the billing family and the workflow tasks read the payout providers' keys", () => {
    const payoutSecrets = ['DwollaKey', 'DwollaSecret', 'BitPayToken', 'BitPayPrivateKey'].map((id) =>
      logicalId(stack.node.findChild(id)),
    );
    const readers = [stack.api.functions.billing, ...stack.workflows.functions].map(roleOf).sort();
    for (const secret of payoutSecrets) {
      const grants = withAction('secretsmanager:GetSecretValue').filter(({ statement }) =>
        referencedIds(statement.Resource).has(secret),
      );
      expect(grants.flatMap(({ roles }) => roles).sort(), secret).toEqual(readers);
    }
    const environment =
      resourcesOf(template)[logicalId(stack.api.functions.billing)]?.Properties.Environment.Variables;
    expect(environment).toMatchObject({
      DWOLLA_KEY_ARN: { Ref: payoutSecrets[0] },
      DWOLLA_SECRET_ARN: { Ref: payoutSecrets[1] },
      BITPAY_TOKEN_ARN: { Ref: payoutSecrets[2] },
      BITPAY_PRIVATE_KEY_ARN: { Ref: payoutSecrets[3] },
    });
  });

  it('lets only the mailer consumer send e-mail and SMS', () => {
    const mailer = roleOf(stack.events.consumers.mailer);
    for (const action of ['ses:SendEmail', 'sns:Publish']) {
      expect(withAction(action).flatMap(({ roles }) => roles)).toEqual([mailer]);
    }
  });
});

describe('web hosting', () => {
  const distribution = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]?.[1].Properties
    .DistributionConfig;

  it('serves the app from the web bucket through a viewer-request function', () => {
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    const origin = distribution.Origins.find(
      (o: { Id: string }) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId,
    );
    expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('sends /api/* to the HTTP API with every method and the viewer headers but Host, cached as the origin says', () => {
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    // Kept only as long as the origin's Cache-Control says (no-store, or max-age on public catalog reads), at
    // most a minute; Authorization in the key, so an answer to one caller never reaches another.
    expect(resourcesOf(template)[api.CachePolicyId.Ref]?.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      },
    });
    const origin = distribution.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect([...referencedIds(origin.DomainName)]).toContain(logicalId(stack.api.httpApi));
  });

  it("sends the API the origin secret the functions know, so they trust CloudFront's viewer address", () => {
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = distribution.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const [header] = origin.OriginCustomHeaders;
    expect(header.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    const secret = resourcesOfType(template, 'AWS::SecretsManager::Secret').find(([, resource]) =>
      resource.Properties.Description?.includes(ORIGIN_VERIFY_HEADER),
    );
    expect(secret?.[1].Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    expect([...referencedIds(header.HeaderValue)]).toEqual([secret?.[0]]);
    const environment =
      resourcesOf(template)[logicalId(stack.api.functions.auth)]?.Properties.Environment.Variables;
    expect(environment.ORIGIN_VERIFY_SECRET).toEqual(header.HeaderValue);
  });

  it('serves /api/openapi.json from the web bucket, matched before /api/*', () => {
    const patterns = distribution.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.indexOf(OPENAPI_DOCUMENT_PATH)).toBeLessThan(patterns.indexOf('/api/*'));
    const document = distribution.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === OPENAPI_DOCUMENT_PATH,
    );
    expect(document.TargetOriginId).toBe(distribution.DefaultCacheBehavior.TargetOriginId);
    expect(document.FunctionAssociations).toBeUndefined();
  });

  it('serves /media/* from the private media bucket and creates nothing for /dev/*', () => {
    const patterns = distribution.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.sort()).toEqual(['/api/*', LIVE_PATH, '/api/openapi.json', '/app/3ds-*', '/media/*']);
    for (const [, bucket] of resourcesOfType(template, 'AWS::S3::Bucket')) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('uploads nothing when there is no web build', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('security headers and compression', () => {
  const config = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]?.[1].Properties
    .DistributionConfig;
  const behaviors: Json[] = [{ ...config.DefaultCacheBehavior, PathPattern: '*' }, ...config.CacheBehaviors];
  const behavior = (pattern: string) => behaviors.find((b) => b.PathPattern === pattern);
  const headersOf = (b: Json) =>
    resourcesOf(template)[b.ResponseHeadersPolicyId.Ref]?.Properties.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig;
  const policyOf = (pattern: string) =>
    headersOf(behavior(pattern)).ContentSecurityPolicy.ContentSecurityPolicy;

  it('compresses and sends HSTS, nosniff, frame options, the referrer policy and a CSP on every behavior', () => {
    expect(behaviors.map((b) => b.PathPattern).sort()).toEqual([
      '*',
      '/api/*',
      LIVE_PATH,
      OPENAPI_DOCUMENT_PATH,
      '/app/3ds-*',
      '/media/*',
    ]);
    for (const b of behaviors) {
      expect(b.Compress).toBe(true);
      expect(headersOf(b)).toEqual({
        ContentSecurityPolicy: { ContentSecurityPolicy: expect.any(String), Override: true },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: expect.stringMatching(/^(DENY|SAMEORIGIN)$/), Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
          IncludeSubdomains: true,
          Override: true,
        },
      });
    }
  });

  it("gives the app the shared strict CSP, naming Checkout.com's card fields and 3-D Secure hosts", () => {
    expect(policyOf('*')).toBe(appSecurityHeaders('aws', 'none').contentSecurityPolicy);
    expect(policyOf('*')).toMatch(/script-src 'self'[^;]*; style-src 'self';/);
    expect(policyOf('*')).not.toContain('unsafe-inline');
    const frameSources = /frame-src ([^;]*)/.exec(policyOf('*'))?.[1]?.split(' ');
    expect(frameSources).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.checkout.com', 'https://3ds2.checkout.com']),
    );
  });

  it('lets nobody frame the app but its own 3-D Secure return pages, which only the app frames', () => {
    expect(headersOf(behavior('*')).FrameOptions.FrameOption).toBe('DENY');
    expect(policyOf('*')).toContain("frame-ancestors 'none'");
    expect(headersOf(behavior('/app/3ds-*')).FrameOptions.FrameOption).toBe('SAMEORIGIN');
    expect(policyOf('/app/3ds-*')).toContain("frame-ancestors 'self'");
    expect(behavior('/app/3ds-*')).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      FunctionAssociations: config.DefaultCacheBehavior.FunctionAssociations,
    });
  });

  it('lets nothing in API answers or media run or be framed', () => {
    for (const pattern of ['/api/*', OPENAPI_DOCUMENT_PATH, '/media/*']) {
      expect(policyOf(pattern)).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headersOf(behavior(pattern)).FrameOptions.FrameOption).toBe('DENY');
    }
  });

  it('compresses under cache policies that take brotli and gzip', () => {
    for (const b of behaviors) {
      const managedOptimized = b.CachePolicyId === '658327ea-f89d-4fab-a63d-7e88639e58f6';
      // The live socket (LIVE_PATH) is never cached: nothing to compress there but the handshake.
      const managedDisabled = b.CachePolicyId === '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
      if (managedOptimized || managedDisabled) continue;
      expect(
        resourcesOf(template)[b.CachePolicyId.Ref]?.Properties.CachePolicyConfig
          .ParametersInCacheKeyAndForwardedToOrigin,
      ).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    }
  });
});

describe('the template', () => {
  it('has no dependency cycle', () => {
    expect(findDependencyCycle(template)).toBeUndefined();
  });

  it('outputs the site URL, the API URL and the table name', () => {
    expect(Object.keys(template.toJSON().Outputs)).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName']),
    );
  });
});

describe('the whole stack, with a web build', () => {
  it("stays within CloudFormation's 500 resources per stack, with room for a few more families", () => {
    const webBuild = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webBuild, 'index.html'), '<!doctype html>');
    // CDK refuses to synthesize a stack of more than 500 resources, so this throws before it can count them. The
    // API routes', live updates' and monitoring's nested stacks count as one resource each here and hold their own
    // 500; every function logs to one log group. 286 today: 450 leaves room for the next families and fails
    // well before CloudFormation's 500.
    const { template: withWeb } = synthesize({ webAssetsPath: webBuild });
    expect(Object.keys(withWeb.toJSON().Resources).length).toBeLessThanOrEqual(450);
  });
});
