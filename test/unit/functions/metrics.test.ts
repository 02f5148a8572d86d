import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingMetrics } from '../../../functions/lib/adapters/counting-metrics';
import { powertoolsMetrics } from '../../../functions/lib/adapters/powertools-metrics';
import { businessMetrics, METRICS_NAMESPACE } from '../../../functions/lib/metrics/business-metrics';

/**
 * Powertools Metrics writes EMF documents to stdout (its own Console on process.stdout), which Lambda's log group
 * turns into metrics: the documents are read back from there.
 */
describe('powertoolsMetrics (AWS)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const written = () => {
    const lines: string[] = [];
    // As Lambda sets it for an on-demand process (Powertools counts no cold start of provisioned concurrency).
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const metrics = powertoolsMetrics(
      new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'payments-api' }),
    );
    return { metrics, documents: () => lines.map((line) => JSON.parse(line)) };
  };

  it('counts the cold start once, when the process makes its deps', () => {
    const { metrics, documents } = written();
    expect(documents()).toEqual([
      {
        _aws: {
          Timestamp: expect.any(Number),
          CloudWatchMetrics: [
            {
              Namespace: 'Collectibles',
              Dimensions: [['service']],
              Metrics: [{ Name: 'ColdStart', Unit: 'Count' }],
            },
          ],
        },
        service: 'payments-api',
        ColdStart: 1,
      },
    ]);
    metrics.count(businessMetrics.bidAccepted);
    metrics.count(businessMetrics.bidAccepted);
    expect(documents()).toHaveLength(3);
    expect(documents().filter((document) => document.ColdStart === 1)).toHaveLength(1);
  });

  it('writes each count at once as an EMF document with the service and its own dimensions', () => {
    const { metrics, documents } = written();
    metrics.count(businessMetrics.fraudDecision, { outcome: 'warn' });
    metrics.count(businessMetrics.paymentDeclined);
    const [fraud, declined] = documents().filter((document) => document.ColdStart === undefined);
    expect(fraud).toEqual({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: 'Collectibles',
            Dimensions: [['service', 'outcome']],
            Metrics: [{ Name: 'FraudDecision', Unit: 'Count' }],
          },
        ],
      },
      outcome: 'warn',
      service: 'payments-api',
      FraudDecision: 1,
    });
    // Nothing of one count carries over to the next: its dimension set is its own.
    expect(declined._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service']]);
    expect(declined.outcome).toBeUndefined();
    expect(declined.PaymentDeclined).toBe(1);
  });
});

describe('countingMetrics (local cloud and tests)', () => {
  it('counts per name and dimension set, whatever the order of the dimensions', () => {
    const metrics = countingMetrics();
    metrics.count(businessMetrics.sweepRepair, { work: 'purchase', outcome: 'finished' });
    metrics.count(businessMetrics.sweepRepair, { outcome: 'finished', work: 'purchase' });
    metrics.count(businessMetrics.sweepRepair, { work: 'order', outcome: 'finished' });
    metrics.count(businessMetrics.deadLetter, { source: 'mailer' });

    expect(metrics.counts()).toEqual([
      { name: 'DeadLetter', dimensions: { source: 'mailer' }, count: 1 },
      { name: 'SweepRepair', dimensions: { work: 'order', outcome: 'finished' }, count: 1 },
      { name: 'SweepRepair', dimensions: { work: 'purchase', outcome: 'finished' }, count: 2 },
    ]);
    expect(metrics.total(businessMetrics.sweepRepair)).toBe(3);
    expect(metrics.total(businessMetrics.offerMade)).toBe(0);
  });
});
