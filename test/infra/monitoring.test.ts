import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/data/table';
import { businessMetrics, METRICS_NAMESPACE } from '../../functions/lib/metrics/business-metrics';
import { logicalId, nestedTemplate, synthesize } from './synth';
import { asList, type Json, referencedIds, resourcesOf, resourcesOfType } from './template';

const { stack, template: platform } = synthesize();
/** The monitoring nested stack's template, naming the platform's resources by their logical ids there. */
const template = nestedTemplate(platform, stack.monitoring);
const resources = resourcesOf(platform);
const idsOfType = (type: string, of = platform) => resourcesOfType(of, type).map(([id]) => id);
const alarms: Json[] = resourcesOfType(template, 'AWS::CloudWatch::Alarm').map(
  ([, alarm]) => alarm.Properties,
);
const alarmsOn = (namespace: string, metricName: string) =>
  alarms.filter((alarm) => alarm.Namespace === namespace && alarm.MetricName === metricName);
/** The resources an alarm's dimensions point at (a queue, a function, a state machine). */
const watched = (alarm: Json) => [...referencedIds(alarm.Dimensions)];
const mathAlarms = alarms.filter((alarm) => alarm.Metrics);
const returned = (alarm: Json) => alarm.Metrics.find((query: Json) => query.ReturnData);
const metricStats = (alarm: Json) =>
  alarm.Metrics.filter((query: Json) => query.MetricStat).map((query: Json) => query.MetricStat);

/** Queues the template sends failures to, found from what points at them rather than from the constructs. */
function deadLetterQueueIds(): string[] {
  const failureTargets = Object.values(resources).flatMap((resource) => {
    const properties = resource.Properties ?? {};
    switch (resource.Type) {
      case 'AWS::SQS::Queue':
        return [properties.RedrivePolicy?.deadLetterTargetArn];
      case 'AWS::Lambda::Function':
        return [properties.DeadLetterConfig];
      case 'AWS::Lambda::EventSourceMapping':
        return [properties.DestinationConfig?.OnFailure];
      case 'AWS::Events::Rule':
        return asList<Json>(properties.Targets).map((target) => target.DeadLetterConfig);
      default:
        return [];
    }
  });
  const ids = [...referencedIds(failureTargets)];
  return ids.filter((id) => resources[id]?.Type === 'AWS::SQS::Queue').sort();
}

describe('the monitoring stack', () => {
  it('is nested in the platform stack, which keeps one resource for its topic, alarms and dashboard', () => {
    const nestedStacks = idsOfType('AWS::CloudFormation::Stack');
    expect(nestedStacks).toContain(stack.resolve(stack.monitoring.nestedStackResource!.logicalId));
    for (const type of ['AWS::SNS::Topic', 'AWS::CloudWatch::Alarm', 'AWS::CloudWatch::Dashboard'])
      expect(idsOfType(type)).toEqual([]);
  });
});

describe('on-call', () => {
  const topic = logicalId(stack.monitoring.onCall);

  it('is paged through the one topic on alarm and on recovery, by every alarm, missing data being no alarm', () => {
    expect(idsOfType('AWS::SNS::Topic', template)).toEqual([topic]);
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm).toMatchObject({
        AlarmActions: [{ Ref: topic }],
        OKActions: [{ Ref: topic }],
        TreatMissingData: 'notBreaching',
        AlarmDescription: expect.any(String),
      });
    }
  });

  it('gets e-mail when an alarm address is given, and no subscription without one', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    const withEmail = synthesize({ alarmEmail: 'oncall@example.com' });
    Template.fromStack(withEmail.stack.monitoring).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
      TopicArn: { Ref: logicalId(withEmail.stack.monitoring.onCall) },
    });
  });
});

describe('alarms', () => {
  it('fire on any message in any dead-letter queue, one alarm per queue', () => {
    const deadLetterQueues = deadLetterQueueIds();
    // The relay's, one per consumer queue and the schedules target's.
    expect(deadLetterQueues).toHaveLength(Object.keys(stack.events.consumers).length + 2);
    const depthAlarms = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible');
    expect(depthAlarms.flatMap(watched).sort()).toEqual(deadLetterQueues);
    for (const alarm of depthAlarms) {
      expect(alarm).toMatchObject({
        Statistic: 'Maximum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });

  it('fire when over 5% of API requests answer 5xx in 3 of 5 minutes', () => {
    const [alarm, ...others] = mathAlarms.filter((a) =>
      metricStats(a).some((s: Json) => s.Metric.MetricName === '5xx'),
    );
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({
      Threshold: 5,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 5,
      DatapointsToAlarm: 3,
    });
    const stats = metricStats(alarm);
    expect(stats.map((s: Json) => s.Metric.MetricName).sort()).toEqual(['5xx', 'Count']);
    for (const stat of stats) {
      expect(stat).toMatchObject({ Period: 60, Stat: 'Sum', Metric: { Namespace: 'AWS/ApiGateway' } });
      expect(watched(stat.Metric)).toEqual([logicalId(stack.api.httpApi)]);
    }
    const ids = Object.fromEntries(
      alarm.Metrics.map((query: Json) => [query.MetricStat?.Metric.MetricName, query.Id]),
    );
    expect(returned(alarm).Expression).toBe(`100 * ${ids['5xx']} / ${ids.Count}`);
  });

  it("fire on any function's errors in 2 of 3 five-minute periods, account-wide", () => {
    const [alarm, ...others] = alarmsOn('AWS/Lambda', 'Errors');
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({
      Statistic: 'Sum',
      Period: 300,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
    });
    expect(alarm.Dimensions).toBeUndefined();
  });

  it('fire on any Lambda throttle, account-wide (no function reserves concurrency)', () => {
    const reserving = resourcesOfType(platform, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(reserving).toEqual([]);
    const [alarm, ...others] = alarmsOn('AWS/Lambda', 'Throttles');
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({
      Statistic: 'Sum',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(alarm.Dimensions).toBeUndefined();
  });

  it.each(['ExecutionsFailed', 'ExecutionsTimedOut'])(
    'fire on %s, one alarm per state machine',
    (metricName) => {
      const executionAlarms = alarmsOn('AWS/States', metricName);
      const stateMachines = idsOfType('AWS::StepFunctions::StateMachine');
      expect(stateMachines.length).toBeGreaterThan(0);
      expect(executionAlarms.flatMap(watched).sort()).toEqual(stateMachines.sort());
      for (const alarm of executionAlarms) {
        expect(alarm).toMatchObject({
          Statistic: 'Sum',
          Threshold: 0,
          ComparisonOperator: 'GreaterThanThreshold',
        });
      }
    },
  );

  it('fire on any repair of the recovery sweep, whatever dimensions the metric carries', () => {
    const sweepAlarms = mathAlarms.filter((alarm) =>
      returned(alarm).Expression.includes(businessMetrics.sweepRepair),
    );
    expect(sweepAlarms).toHaveLength(1);
    expect(sweepAlarms[0]).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(returned(sweepAlarms[0])).toMatchObject({
      Expression: `SELECT SUM(${businessMetrics.sweepRepair}) FROM "${METRICS_NAMESPACE}"`,
      Period: 300,
    });
  });

  it('fire on any throttled read or write of the table or one of its indexes', () => {
    const [alarm, ...others] = mathAlarms.filter((a) =>
      metricStats(a).some((s: Json) => s.Metric.Namespace === 'AWS/DynamoDB'),
    );
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    const stats = metricStats(alarm);
    const watchedPairs = stats.map((stat: Json) => {
      expect(stat.Stat).toBe('Sum');
      expect(watched(stat.Metric)).toEqual([logicalId(stack.node.findChild('Table'))]);
      const index = stat.Metric.Dimensions.find((d: Json) => d.Name === 'GlobalSecondaryIndexName')?.Value;
      return `${stat.Metric.MetricName} ${index ?? 'table'}`;
    });
    const expected = ['table', ...tableDefinition.globalIndexes.map((index) => index.name)].flatMap((on) => [
      `ReadThrottleEvents ${on}`,
      `WriteThrottleEvents ${on}`,
    ]);
    expect(watchedPairs.sort()).toEqual(expected.sort());
    const ids = alarm.Metrics.filter((query: Json) => query.MetricStat).map((query: Json) => query.Id);
    expect(returned(alarm).Expression).toBe(`SUM([${ids.join(', ')}])`);
  });

  it('are only these', () => {
    const expected =
      deadLetterQueueIds().length +
      1 + // API 5xx rate
      1 + // Lambda errors
      1 + // Lambda throttles
      2 * idsOfType('AWS::StepFunctions::StateMachine').length +
      1 + // sweep repairs
      1; // table throttles
    expect(alarms).toHaveLength(expected);
  });
});

describe('dashboard', () => {
  const dashboards = resourcesOfType(template, 'AWS::CloudWatch::Dashboard');
  /** The body with each CloudFormation reference written as the logical id it points at. */
  const body = JSON.parse(
    dashboards[0]?.[1].Properties.DashboardBody['Fn::Join'][1]
      .map((part: Json) => (typeof part === 'string' ? part : [...referencedIds(part)].join()))
      .join(''),
  );
  const widget = (title: string) => body.widgets.find((w: Json) => w.properties.title === title);
  const lines = (title: string) => widget(title).properties.metrics as Json[][];

  it('is one dashboard', () => {
    expect(dashboards.map(([id]) => id)).toEqual([logicalId(stack.monitoring.dashboard)]);
  });

  it('graphs every business metric, summed over the namespace', () => {
    for (const name of Object.values(businessMetrics)) {
      expect(lines(name)).toEqual([
        [expect.objectContaining({ expression: `SELECT SUM(${name}) FROM "${METRICS_NAMESPACE}"` })],
      ]);
    }
  });

  it('shows every alarm, the API, and a line per function, dead-letter queue and state machine', () => {
    expect(widget('Alarms').properties.alarms).toHaveLength(alarms.length);
    const api = logicalId(stack.api.httpApi);
    const apiLines = lines('API requests and 5xx').map((line) => line.slice(0, 4));
    expect(apiLines).toEqual([
      ['AWS/ApiGateway', 'Count', 'ApiId', api],
      ['AWS/ApiGateway', '5xx', 'ApiId', api],
    ]);
    const latency = lines('API 5xx rate (%) and latency (ms)').filter((line) => line[1] === 'Latency');
    expect(latency.map((line) => line.at(-1).stat)).toEqual(['p50', 'p99']);
    const lineTargets = (title: string) => lines(title).map((line) => line[3]);
    expect(lineTargets('Lambda errors').sort()).toEqual(idsOfType('AWS::Lambda::Function').sort());
    expect(lineTargets('Lambda throttles').sort()).toEqual(idsOfType('AWS::Lambda::Function').sort());
    expect(lineTargets('Dead-letter queue depth').sort()).toEqual(deadLetterQueueIds());
    const stateMachines = idsOfType('AWS::StepFunctions::StateMachine');
    expect(lineTargets('Executions failed or timed out').sort()).toEqual(
      [...stateMachines, ...stateMachines].sort(),
    );
  });
});
