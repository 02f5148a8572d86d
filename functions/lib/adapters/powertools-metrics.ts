import { type Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricsPort } from '../ports/metrics';

/**
 * Business counts as CloudWatch EMF through Powertools Metrics. Each count is a single metric, written at once
 * (no buffer for a function that stops to lose) under exactly one dimension set, `service` and the count's own,
 * so a Metrics Insights `SUM(name)` over the namespace counts it once; buffered metrics would share one set per
 * flush. The cold start is counted here, when a process makes its deps, whatever kind of handler it runs.
 */
export function powertoolsMetrics(metrics: Metrics): MetricsPort {
  metrics.captureColdStartMetric();
  return {
    count(name, dimensions = {}) {
      const single = metrics.singleMetric();
      for (const [key, value] of Object.entries(dimensions)) single.addDimension(key, value);
      single.addMetric(name, MetricUnit.Count, 1);
    },
  };
}
