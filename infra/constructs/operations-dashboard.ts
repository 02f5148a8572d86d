import { Duration } from 'aws-cdk-lib';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  Stats,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
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

const FULL_WIDTH = 24;
const HALF_WIDTH = 12;
const QUARTER_WIDTH = 6;

const heading = (markdown: string) => new TextWidget({ markdown, width: FULL_WIDTH, height: 1 });

const graph = (title: string, left: IMetric[], width = HALF_WIDTH) =>
  new GraphWidget({ title, left, width, height: 6, period: METRIC_PERIOD });

/**
 * The business metrics, one graph each (a widget may hold one Metrics Insights query), then what on-call reads
 * after a page: the alarms, the API, Lambda errors and throttles, dead letters, failed executions, table throttles.
 */
export function createOperationsDashboard(
  scope: Construct,
  id: string,
  { httpApi, table, functions, deadLetterQueues, stateMachines }: MonitoredResources,
  alarms: Alarm[],
): Dashboard {
  const sum = { statistic: Stats.SUM };
  const dashboard = new Dashboard(scope, id, { defaultInterval: Duration.days(1) });
  dashboard.addWidgets(
    heading('## Business (every family; names in functions/lib/metrics/business-metrics.ts)'),
  );
  dashboard.addWidgets(
    ...Object.values(businessMetrics).map((name) => graph(name, [businessMetric(name)], QUARTER_WIDTH)),
  );
  dashboard.addWidgets(heading('## Operations'));
  dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms, width: FULL_WIDTH, height: 6 }));
  dashboard.addWidgets(
    graph('API requests and 5xx', [
      httpApi.metricCount({ ...sum, label: 'Requests' }),
      httpApi.metricServerError({ ...sum, label: '5xx' }),
    ]),
    new GraphWidget({
      title: 'API 5xx rate (%) and latency (ms)',
      left: [apiServerErrorRate(httpApi)],
      right: [Stats.p(50), Stats.p(99)].map((statistic) =>
        httpApi.metricLatency({ statistic, label: `Latency ${statistic}` }),
      ),
      width: HALF_WIDTH,
      height: 6,
      period: METRIC_PERIOD,
    }),
  );
  dashboard.addWidgets(
    graph(
      'Lambda errors',
      functions.map((fn) => fn.metricErrors({ ...sum, label: pathInStack(fn) })),
    ),
    graph(
      'Lambda throttles',
      functions.map((fn) => fn.metricThrottles({ ...sum, label: pathInStack(fn) })),
    ),
  );
  dashboard.addWidgets(
    graph(
      'Dead-letter queue depth',
      deadLetterQueues.map((queue) =>
        queue.metricApproximateNumberOfMessagesVisible({
          statistic: Stats.MAXIMUM,
          label: pathInStack(queue),
        }),
      ),
    ),
    graph(
      'Executions failed or timed out',
      stateMachines.flatMap((stateMachine) => [
        stateMachine.metricFailed({ ...sum, label: `${pathInStack(stateMachine)} failed` }),
        stateMachine.metricTimedOut({ ...sum, label: `${pathInStack(stateMachine)} timed out` }),
      ]),
    ),
  );
  dashboard.addWidgets(graph('DynamoDB throttles', [tableThrottles(table)], FULL_WIDTH));
  return dashboard;
}
