import { RemovalPolicy } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { WorkflowDefinition } from '../../functions/workflows/types';
import type { LambdaFactory } from './lambda-function';

export interface WorkflowsProps {
  workflows: WorkflowDefinition[];
  table: Table;
  createLambda: LambdaFactory;
  tracing: boolean;
}

/**
 * One Standard state machine per workflow definition, running the same ASL as the local runner: each
 * "${TaskName}" resource becomes the ARN of a Lambda built from the task's module and export.
 */
export class Workflows extends Construct {
  readonly stateMachines = new Map<string, StateMachine>();
  private readonly taskFunctions = new Map<string, NodejsFunction>();

  /** Every task Lambda, once each. */
  get functions(): NodejsFunction[] {
    return [...this.taskFunctions.values()];
  }

  constructor(scope: Construct, id: string, props: WorkflowsProps) {
    super(scope, id);
    for (const workflow of props.workflows) this.createStateMachine(workflow, props);
  }

  private createStateMachine(workflow: WorkflowDefinition, props: WorkflowsProps) {
    const tasks = Object.entries(workflow.tasks).map(([taskName, task]) => {
      // Tasks that share a module export share one Lambda.
      const key = `${task.entry}#${task.exportName}`;
      let fn = this.taskFunctions.get(key);
      if (!fn) {
        fn = props.createLambda(this, `${workflow.name}-${taskName}`, {
          entry: task.entry,
          handler: task.exportName,
          description: `Task ${taskName} of the ${workflow.name} workflow`,
        });
        props.table.grants.readWriteData(fn);
        this.taskFunctions.set(key, fn);
      }
      return { taskName, fn };
    });
    const stateMachine = new StateMachine(this, workflow.name, {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(JSON.stringify(workflow.asl)),
      definitionSubstitutions: Object.fromEntries(
        tasks.map(({ taskName, fn }) => [taskName, fn.functionArn]),
      ),
      tracingEnabled: props.tracing,
      logs: {
        destination: new LogGroup(this, `${workflow.name}-logs`, {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        level: LogLevel.ERROR,
        includeExecutionData: true,
      },
    });
    for (const { fn } of tasks) fn.grantInvoke(stateMachine);
    this.stateMachines.set(workflow.name, stateMachine);
  }
}
