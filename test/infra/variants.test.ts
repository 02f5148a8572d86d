import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../../functions/workflows/types';
import { workflowArnVariable } from '../../functions/workflows/types';
import { liveRoutes } from '../../shared/api/contract';
import { OPENAPI_CACHE_CONTROL, OPENAPI_DOCUMENT_PATH } from '../../shared/api/openapi';
import { routeKey } from '../../shared/api/route';
import { unwiredRoutes } from './route-wiring';
import { logicalId, synthesize } from './synth';
import { allAllowStatements, asList, referencedIds, resourcesOfType } from './template';

/** The workflow registry is empty today, so the state machine wiring is checked with this fixture. */
const fixtureWorkflow: WorkflowDefinition = {
  name: 'fixture-flow',
  description: 'Two states, two tasks sharing one module export',
  asl: {
    StartAt: 'First',
    States: {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ASL placeholders that infra substitutes.
      First: { Type: 'Task', Resource: '${First}', Next: 'Second' },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ASL placeholders that infra substitutes.
      Second: { Type: 'Task', Resource: '${Second}', End: true },
    },
  },
  tasks: {
    First: { entry: 'functions/schedules/handler.ts', exportName: 'handler' },
    Second: { entry: 'functions/schedules/handler.ts', exportName: 'handler' },
  },
};

describe('a stack with workflows and a web build', () => {
  const webBuild = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webBuild, 'index.html'), '<!doctype html>');
  const { stack, template } = synthesize({ workflows: [fixtureWorkflow], webAssetsPath: webBuild });
  const stateMachine = stack.workflows.stateMachines.get(fixtureWorkflow.name)!;
  const [taskFunctionId, taskFunction] = resourcesOfType(template, 'AWS::Lambda::Function').find(([, fn]) =>
    fn.Properties.Description?.startsWith('Task First'),
  )!;

  it('builds a Standard state machine whose task resources are the task Lambda ARNs', () => {
    const [, machine] = resourcesOfType(template, 'AWS::StepFunctions::StateMachine')[0]!;
    expect(machine.Properties.StateMachineType).toBe('STANDARD');
    expect(machine.Properties.DefinitionString).toBe(JSON.stringify(fixtureWorkflow.asl));
    expect(machine.Properties.DefinitionSubstitutions).toEqual({
      First: { 'Fn::GetAtt': [taskFunctionId, 'Arn'] },
      Second: { 'Fn::GetAtt': [taskFunctionId, 'Arn'] },
    });
    expect(machine.Properties.LoggingConfiguration.Destinations).toHaveLength(1);
    expect(taskFunction.Properties.Handler).toBe('index.handler');
  });

  it('lets the state machine invoke its task Lambda', () => {
    const role = logicalId(stateMachine.role);
    const invokes = resourcesOfType(template, 'AWS::IAM::Policy')
      .filter(([, policy]) => asList<{ Ref: string }>(policy.Properties.Roles).some((r) => r.Ref === role))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => asList(statement.Action).includes('lambda:InvokeFunction'));
    expect(referencedIds(invokes)).toEqual(new Set([taskFunctionId]));
  });

  it('gives the API families the state machine ARN and the right to start it', () => {
    const variable = workflowArnVariable(fixtureWorkflow.name);
    for (const fn of Object.values(stack.api.functions)) {
      const [, resource] = resourcesOfType(template, 'AWS::Lambda::Function').find(
        ([id]) => id === logicalId(fn),
      )!;
      expect(resource.Properties.Environment.Variables[variable]).toEqual({ Ref: logicalId(stateMachine) });
    }
    expect(variable).toBe('WORKFLOW_ARN_FIXTURE_FLOW');
  });

  it('uploads the web build under app/ and invalidates the app paths', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'app/',
      DistributionPaths: ['/app/*'],
    });
  });

  it('uploads the OpenAPI document under api/ as JSON and invalidates its path', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'api/',
      DistributionPaths: [OPENAPI_DOCUMENT_PATH],
      SystemMetadata: { 'content-type': 'application/json', 'cache-control': OPENAPI_CACHE_CONTROL },
    });
  });

  it('still grants no wildcard action on every resource', () => {
    for (const statement of allAllowStatements(template)) {
      const actions = asList(statement.Action);
      expect(actions.filter((action) => action === '*' || action.endsWith(':*'))).toEqual([]);
      if (asList(statement.Resource).includes('*')) {
        expect(actions.filter((action) => action.includes('*'))).toEqual([]);
      }
    }
  });
});

describe('the route wiring check', () => {
  // A stack that wires getConfig to the wrong family and leaves listCategories out.
  const { getConfig, listCategories } = liveRoutes;
  const { stack, template } = synthesize({ routes: [{ ...getConfig, family: 'auth' }] });

  it('reports a route that is missing and one that reaches the wrong function', () => {
    expect(unwiredRoutes(stack, template, [getConfig, listCategories])).toEqual([
      routeKey(getConfig),
      routeKey(listCategories),
    ]);
  });
});

describe('a stack with its public site URL', () => {
  it('gives every function SITE_URL, the origin of e-mail links and 3-D Secure returns', () => {
    const { template } = synthesize({ siteUrl: 'https://collectibles.example' });
    const functions = resourcesOfType(template, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(functions.length).toBeGreaterThan(10);
    for (const [id, fn] of functions)
      expect(fn.Properties.Environment.Variables.SITE_URL, id).toBe('https://collectibles.example');
  });
});

describe('a stack with the payout providers configured', () => {
  it('gives every function the Dwolla and BitPay settings, and none when they are not set', () => {
    const settings = {
      dwollaApiUrl: 'https://api-sandbox.dwolla.com',
      dwollaAccountId: 'account-1',
      dwollaSourceFundingSourceUrl: 'https://api-sandbox.dwolla.com/funding-sources/source-1',
      bitpayApiUrl: 'https://test.bitpay.com',
      bitpayNotificationEmail: 'payouts@collectibles.example',
    };
    const variablesOf = (template: Template) =>
      resourcesOfType(template, 'AWS::Lambda::Function')
        .map(([, fn]) => fn.Properties.Environment?.Variables)
        .filter((variables) => variables?.TABLE_NAME);
    const configured = variablesOf(synthesize(settings).template);
    expect(configured.length).toBeGreaterThan(10);
    for (const variables of configured) {
      expect(variables).toMatchObject({
        DWOLLA_API_URL: settings.dwollaApiUrl,
        DWOLLA_ACCOUNT_ID: settings.dwollaAccountId,
        DWOLLA_SOURCE_FUNDING_SOURCE_URL: settings.dwollaSourceFundingSourceUrl,
        BITPAY_API_URL: settings.bitpayApiUrl,
        BITPAY_NOTIFICATION_EMAIL: settings.bitpayNotificationEmail,
      });
    }
    // Unset, the functions' own defaults apply: only the secrets' ARNs are given.
    for (const variables of variablesOf(synthesize().template)) {
      expect(Object.keys(variables).filter((name) => /^(DWOLLA|BITPAY)_/.test(name))).toEqual([
        'DWOLLA_KEY_ARN',
        'DWOLLA_SECRET_ARN',
        'BITPAY_TOKEN_ARN',
        'BITPAY_PRIVATE_KEY_ARN',
      ]);
    }
  });
});
