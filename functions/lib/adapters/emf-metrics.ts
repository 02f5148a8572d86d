import type { BusinessMetric } from '../metrics/business-metrics';
import type { MetricDimensions, MetricsPort } from '../ports/metrics';

/** Counted once per process, when its deps are made (Lambda makes them on a cold start's first invocation). */
export const COLD_START_METRIC = 'ColdStart';

export interface EmfMetricsOptions {
  namespace: string;
  /** The `service` dimension: the Lambda's function name. */
  service: string;
  now?: () => number;
  write?: (line: string) => void;
}

/**
 * CloudWatch embedded metric format on stdout, which Lambda's log group turns into metrics: one line per count,
 * written at once, so a count is never lost to a function that stops before a flush. Each count is published
 * under one dimension set, `service` and its own dimensions (as Powertools Metrics does), so a Metrics Insights
 * `SUM(name)` over the namespace counts it once. Powertools Metrics writes the same format but adds 16 KB to
 * every bundle (docs/architecture.md 'Metrics, logs and traces').
 */
export function emfMetrics(options: EmfMetricsOptions): MetricsPort {
  const now = options.now ?? Date.now;
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const emit = (name: string, dimensions: MetricDimensions) =>
    write(
      JSON.stringify({
        _aws: {
          Timestamp: now(),
          CloudWatchMetrics: [
            {
              Namespace: options.namespace,
              Dimensions: [['service', ...Object.keys(dimensions)]],
              Metrics: [{ Name: name, Unit: 'Count' }],
            },
          ],
        },
        ...dimensions,
        service: options.service,
        [name]: 1,
      }),
    );
  emit(COLD_START_METRIC, {});
  return { count: (name: BusinessMetric, dimensions: MetricDimensions = {}) => emit(name, dimensions) };
}
