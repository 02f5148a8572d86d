import { ArnFormat, Stack } from 'aws-cdk-lib';
import { type IGrantable, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { CfnSchedule, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { rateExpression } from '../../functions/lib/ports/scheduler';
import { standingSchedules } from '../../functions/schedules/standing';
import { createDeadLetterQueue } from './dead-letter-queue';
import type { LambdaFactory } from './lambda-function';

/**
 * EventBridge Scheduler: a group for the platform's schedules, the role the service assumes, and the one Lambda
 * every schedule targets. Built in two steps because the target's ARN is part of every Lambda's environment,
 * the schedules Lambda's own included (it schedules a drop's next change).
 */
export class Scheduling extends Construct {
  readonly group: ScheduleGroup;
  readonly role: Role;
  /** Known before the Lambda exists: it has a fixed name, so its environment can point at itself. */
  readonly targetArn: string;
  /** Where invocations of the target end after their retries. */
  readonly deadLetterQueue: Queue;
  private readonly targetName: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    this.group = new ScheduleGroup(this, 'Group');
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description: 'Lets EventBridge Scheduler invoke the schedules Lambda, nothing else',
    });
    this.targetName = `${stack.stackName}-schedules`;
    this.targetArn = stack.formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: this.targetName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    this.deadLetterQueue = createDeadLetterQueue(this, 'FunctionDlq');
  }

  /** Scheduler invokes Lambda asynchronously: failed invocations end in a dead-letter queue after 2 retries. */
  createTarget(createLambda: LambdaFactory): NodejsFunction {
    const target = createLambda(this, 'Function', {
      entry: 'functions/schedules/handler.ts',
      functionName: this.targetName,
      description: 'Runs what a schedule fires (drop state changes, auction closes, ...)',
      deadLetterQueue: this.deadLetterQueue,
      retryAttempts: 2,
    });
    target.grantInvoke(this.role);
    this.grantScheduling(target);
    for (const schedule of standingSchedules) {
      new CfnSchedule(this, `Standing-${schedule.name}`, {
        name: schedule.name,
        groupName: this.group.scheduleGroupName,
        scheduleExpression: rateExpression(schedule.everySeconds),
        flexibleTimeWindow: { mode: 'OFF' },
        target: {
          arn: target.functionArn,
          roleArn: this.role.roleArn,
          input: JSON.stringify(schedule.target),
        },
        description: 'A standing schedule (functions/schedules/standing.ts)',
      });
    }
    return target;
  }

  /** Create, replace and cancel schedules of this group, handing Scheduler only this group's role. */
  grantScheduling(grantee: IGrantable): void {
    this.group.grants.writeSchedules(grantee);
    this.group.grants.deleteSchedules(grantee);
    this.role.grants.passRole(grantee.grantPrincipal);
  }
}
