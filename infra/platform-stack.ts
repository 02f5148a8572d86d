import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
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
import { Scheduling } from './constructs/scheduler';
import { WebHosting } from './constructs/web-hosting';
import { Workflows } from './constructs/workflows';

export interface PlatformStackProps extends StackProps {
  /** Defaults to the contract; tests pass others. */
  routes?: RouteDef[];
  /** Defaults to the workflow registry; tests pass fixtures. */
  workflows?: WorkflowDefinition[];
  /** The web build to upload under app/; omitted before the web is built. */
  webAssetsPath?: string;
  mailFrom?: string;
  featureFlags?: string;
  tracing?: boolean;
}

/** The families that create schedules: auction closes and Dutch price ticks, offer expiries. */
const schedulingFamilies: Family[] = ['auction', 'offers'];

/** The whole platform in one stack; see the constructs for each part. */
export class PlatformStack extends Stack {
  readonly api: Api;
  readonly events: Events;
  readonly workflows: Workflows;
  readonly scheduling: Scheduling;
  readonly schedulesFunction: NodejsFunction;

  constructor(scope: Construct, id: string, props: PlatformStackProps = {}) {
    super(scope, id, props);
    const table = createDataTable(this);
    const bus = new EventBus(this, 'Bus', { description: 'Domain events relayed from the outbox' });
    this.scheduling = new Scheduling(this, 'Scheduler');
    const createLambda = lambdaFactory({
      environment: lambdaEnvironment({
        table,
        bus,
        scheduling: this.scheduling,
        mailFrom: props.mailFrom,
        featureFlags: props.featureFlags,
      }),
      tracing: props.tracing ?? false,
    });

    this.api = new Api(this, 'Api', { routes: props.routes ?? allRoutes, createLambda });
    for (const fn of Object.values(this.api.functions)) table.grants.readWriteData(fn);
    for (const family of schedulingFamilies) this.scheduling.grantScheduling(this.api.functions[family]);

    this.schedulesFunction = this.scheduling.createTarget(createLambda);
    table.grants.readWriteData(this.schedulesFunction);

    this.events = new Events(this, 'Events', { bus, table, createLambda });

    this.workflows = new Workflows(this, 'Workflows', {
      workflows: props.workflows ?? registeredWorkflows,
      table,
      createLambda,
      tracing: props.tracing ?? false,
    });
    // Handlers start workflows by name; only the API families do so.
    for (const [name, stateMachine] of this.workflows.stateMachines) {
      for (const fn of Object.values(this.api.functions)) {
        fn.addEnvironment(workflowArnVariable(name), stateMachine.stateMachineArn);
        stateMachine.grants.startExecution(fn);
      }
    }

    const web = new WebHosting(this, 'Web', {
      httpApi: this.api.httpApi,
      webAssetsPath: props.webAssetsPath,
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${web.distribution.distributionDomainName}/app` });
    new CfnOutput(this, 'ApiUrl', { value: `${this.api.httpApi.apiEndpoint}/api` });
    new CfnOutput(this, 'TableName', { value: table.tableName });
  }
}
