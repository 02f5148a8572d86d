import { Duration, NestedStack } from 'aws-cdk-lib';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  type Dashboard,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { businessMetrics } from '../../functions/lib/metrics/business-metrics';
import {
  apiServerErrorRate,
  businessMetric,
  METRIC_PERIOD,
  type MonitoredResources,
  pathInStack,
  tableThrottles,
} from './monitoring-metrics';
import { createOperationsDashboard } from './operations-dashboard';

export interface MonitoringProps extends MonitoredResources {
  /** Subscribed to the on-call topic when set (AWS sends a confirmation e-mail first). */
  alarmEmail?: string;
}

/** Share of API requests answered 5xx, in percent, above which on-call is paged. */
const API_SERVER_ERROR_RATE_THRESHOLD = 5;

type AlarmDefinition = Pick<AlarmProps, 'metric' | 'threshold' | 'alarmDescription' | 'datapointsToAlarm'> &
  Partial<Pick<AlarmProps, 'evaluationPeriods'>>;

/**
 * Pages on-call through one SNS topic (alarm and recovery) when something needs a person, and builds the dashboard.
 * Every alarm treats missing data as fine: these metrics are only published while there is traffic or trouble.
 * A nested stack, so its topic, alarms and dashboard take one of the platform stack's 500 resources (CloudFormation's
 * limit); the watched resources' names reach it as the nested stack's parameters.
 */
export class Monitoring extends NestedStack {
  readonly onCall: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id, {
      description: 'Collectibles platform monitoring: the on-call topic, alarms and dashboard',
    });
    this.onCall = new Topic(this, 'OnCall', { displayName: 'Collectibles platform alarms' });
    if (props.alarmEmail) this.onCall.addSubscription(new EmailSubscription(props.alarmEmail));

    for (const queue of props.deadLetterQueues) {
      this.page(`${pathInStack(queue)}-Depth`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({
          statistic: Stats.MAXIMUM,
          period: METRIC_PERIOD,
        }),
        threshold: 0,
        alarmDescription: `${pathInStack(queue)} holds messages that failed every retry: read why, fix, then redrive them.`,
      });
    }
    // A minute's rate, 3 of 5 minutes: an outage pages within minutes, a lone failed request does not.
    this.page('Api-ServerErrorRate', {
      metric: apiServerErrorRate(props.httpApi, Duration.minutes(1)),
      threshold: API_SERVER_ERROR_RATE_THRESHOLD,
      evaluationPeriods: 5,
      datapointsToAlarm: 3,
      alarmDescription: `Over ${API_SERVER_ERROR_RATE_THRESHOLD}% of API requests answered 5xx in 3 of the last 5 minutes.`,
    });
    // One alarm on the account-wide errors: one per function would take about 50 of the stack's 500 resources
    // (CloudFormation's limit), and the dashboard's per-function errors graph names the broken one. A single
    // failure is retried (queues, Scheduler, Step Functions) and pages through a dead-letter queue or a failed
    // execution if it stays.
    this.page('Lambda-Errors', {
      metric: LambdaFunction.metricAllErrors({ statistic: Stats.SUM, period: METRIC_PERIOD }),
      threshold: 0,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      alarmDescription:
        "A Lambda threw or timed out in 2 of the last 3 five-minute periods: the dashboard's Lambda errors graph names it.",
    });
    // No function reserves concurrency, so every throttle comes from the account's one concurrency pool (or its
    // scaling rate): one alarm on the account-wide metric says what one per function would, all at once.
    this.page('Lambda-Throttles', {
      metric: LambdaFunction.metricAllThrottles({ statistic: Stats.SUM, period: METRIC_PERIOD }),
      threshold: 0,
      alarmDescription:
        'Lambda throttled invocations in this account and region: the concurrency quota is reached (Service Quotas).',
    });
    for (const stateMachine of props.stateMachines) {
      const name = pathInStack(stateMachine);
      this.page(`${name}-ExecutionsFailed`, {
        metric: stateMachine.metricFailed({ statistic: Stats.SUM, period: METRIC_PERIOD }),
        threshold: 0,
        alarmDescription: `${name} executions failed: their subject is left unfinished (see the execution history).`,
      });
      this.page(`${name}-ExecutionsTimedOut`, {
        metric: stateMachine.metricTimedOut({ statistic: Stats.SUM, period: METRIC_PERIOD }),
        threshold: 0,
        alarmDescription: `${name} executions timed out: their subject is left unfinished (see the execution history).`,
      });
    }
    this.page('RecoverySweep-Repairs', {
      metric: businessMetric(businessMetrics.sweepRepair),
      threshold: 0,
      alarmDescription:
        'The recovery sweep finished or undid work a request left half-done: find why the request did not finish.',
    });
    this.page('Table-Throttles', {
      metric: tableThrottles(props.table),
      threshold: 0,
      alarmDescription:
        'DynamoDB throttled reads or writes of the table or an index: a hot key or an account quota.',
    });

    this.dashboard = createOperationsDashboard(this, 'Dashboard', props, this.alarms);
  }

  /** An alarm above its threshold, sent to on-call when it fires and when it recovers. */
  private page(id: string, definition: AlarmDefinition) {
    const alarm = new Alarm(this, id.replaceAll('/', '-'), {
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...definition,
    });
    const action = new SnsAction(this.onCall);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
