import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { MathExpression, Stats } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { IConstruct } from 'constructs';
import { tableDefinition } from '../../functions/data/table';
import { type BusinessMetric, METRICS_NAMESPACE } from '../../functions/lib/metrics/business-metrics';

/** What is watched: every part of the platform that can fail without a caller seeing it at once. */
export interface MonitoredResources {
  httpApi: HttpApi;
  table: Table;
  /** Every Lambda of the platform. */
  functions: IFunction[];
  deadLetterQueues: IQueue[];
  stateMachines: StateMachine[];
}

/** The period alarms and graphs aggregate over, unless one needs to react faster. */
export const METRIC_PERIOD = Duration.minutes(5);

/** Where a construct sits in its stack ('Events/mailer-dlq'): names its alarms and graph lines. */
export const pathInStack = (construct: IConstruct): string =>
  construct.node.path.slice(Stack.of(construct).node.path.length + 1);

/**
 * A business metric summed over every dimension set it is published under. The functions publish each count as EMF
 * under one dimension set, `service` plus the count's own dimensions (as Powertools Metrics does), so no one set of
 * dimensions names every data point (CloudWatch matches a metric's dimensions exactly). A Metrics Insights query
 * FROM the bare namespace (no SCHEMA) reads every set, and unlike a SEARCH expression an alarm may watch it.
 * Assumes one dimension set per count: a count published under several sets would be summed once per set.
 */
export const businessMetric = (name: BusinessMetric): MathExpression =>
  new MathExpression({
    expression: `SELECT SUM(${name}) FROM "${METRICS_NAMESPACE}"`,
    label: name,
    period: METRIC_PERIOD,
  });

/** The share of API requests answered 5xx, in percent (no data while there are no requests). */
export const apiServerErrorRate = (httpApi: HttpApi, period = METRIC_PERIOD): MathExpression =>
  new MathExpression({
    expression: '100 * serverErrors / requests',
    usingMetrics: {
      serverErrors: httpApi.metricServerError({ statistic: Stats.SUM }),
      requests: httpApi.metricCount({ statistic: Stats.SUM }),
    },
    label: 'API 5xx rate (%)',
    period,
  });

/**
 * Throttled reads and writes of the table and of each index (an index that throttles its writes throttles the
 * table's). These count what ThrottledRequests counts per operation, in 8 metrics where ThrottledRequests would
 * need one per operation, more than the 10 a math alarm may read.
 */
export function tableThrottles(table: Table): MathExpression {
  const indexes = [undefined, ...tableDefinition.globalIndexes.map((index) => index.name)];
  const metrics = indexes.flatMap((index) =>
    ['ReadThrottleEvents', 'WriteThrottleEvents'].map((metricName) =>
      table.metric(metricName, {
        statistic: Stats.SUM,
        dimensionsMap: index
          ? { TableName: table.tableName, GlobalSecondaryIndexName: index }
          : { TableName: table.tableName },
      }),
    ),
  );
  const usingMetrics = Object.fromEntries(metrics.map((metric, i) => [`throttles${i}`, metric]));
  return new MathExpression({
    expression: `SUM([${Object.keys(usingMetrics).join(', ')}])`,
    usingMetrics,
    label: 'DynamoDB throttle events (table and indexes)',
    period: METRIC_PERIOD,
  });
}
