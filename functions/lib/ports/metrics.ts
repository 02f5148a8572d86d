import type { BusinessMetric } from '../metrics/business-metrics';

/** A breakdown of a count, such as a fraud decision's outcome: a few known values per key, never ids. */
export type MetricDimensions = Record<string, string>;

/**
 * Business counts (functions/lib/metrics/business-metrics.ts): CloudWatch metrics written as EMF by Powertools
 * Metrics in AWS, counted in memory locally (/dev/ops) and in tests. Called after the write that makes the outcome
 * true.
 */
export interface MetricsPort {
  count(name: BusinessMetric, dimensions?: MetricDimensions): void;
}
