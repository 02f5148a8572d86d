import { describe, expect, it } from 'vitest';
import { countingMetrics } from '../../../functions/lib/adapters/counting-metrics';
import { COLD_START_METRIC, emfMetrics } from '../../../functions/lib/adapters/emf-metrics';
import { businessMetrics, METRICS_NAMESPACE } from '../../../functions/lib/metrics/business-metrics';

describe('emfMetrics (AWS)', () => {
  const written = () => {
    const lines: string[] = [];
    const metrics = emfMetrics({
      namespace: METRICS_NAMESPACE,
      service: 'payments-api',
      now: () => 1_780_000_000_000,
      write: (line) => lines.push(line),
    });
    return { metrics, documents: () => lines.map((line) => JSON.parse(line)) };
  };

  it('counts the cold start once, when the process makes its deps', () => {
    const { metrics, documents } = written();
    expect(documents()).toEqual([
      {
        _aws: {
          Timestamp: 1_780_000_000_000,
          CloudWatchMetrics: [
            {
              Namespace: 'Collectibles',
              Dimensions: [['service']],
              Metrics: [{ Name: COLD_START_METRIC, Unit: 'Count' }],
            },
          ],
        },
        service: 'payments-api',
        ColdStart: 1,
      },
    ]);
    metrics.count(businessMetrics.bidAccepted);
    expect(documents().filter((document) => document.ColdStart === 1)).toHaveLength(1);
  });

  it('writes each count at once as an EMF document with the service and its own dimensions', () => {
    const { metrics, documents } = written();
    metrics.count(businessMetrics.fraudDecision, { outcome: 'warn' });
    metrics.count(businessMetrics.paymentDeclined);
    const [, fraud, declined] = documents();
    expect(fraud).toEqual({
      _aws: {
        Timestamp: 1_780_000_000_000,
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
    expect(declined._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service']]);
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
