import type { MetricDimensions, MetricsPort } from '../ports/metrics';

export interface MetricCount {
  name: string;
  dimensions: MetricDimensions;
  count: number;
}

export interface CountingMetrics extends MetricsPort {
  /** Every name and dimension set counted so far, sorted by name. */
  counts(): MetricCount[];
  /** The count of a name over all its dimensions (0 when never counted). */
  total(name: string): number;
}

const keyOf = (name: string, dimensions: MetricDimensions) =>
  JSON.stringify([name, Object.entries(dimensions).sort(([a], [b]) => a.localeCompare(b))]);

/** The metrics of the local cloud (/dev/ops) and of tests: counts kept in memory for the life of the process. */
export function countingMetrics(): CountingMetrics {
  const byKey = new Map<string, MetricCount>();
  return {
    count(name, dimensions = {}) {
      const key = keyOf(name, dimensions);
      const found = byKey.get(key);
      if (found) found.count++;
      else byKey.set(key, { name, dimensions: { ...dimensions }, count: 1 });
    },
    counts: () =>
      [...byKey.values()]
        .map((entry) => ({ ...entry, dimensions: { ...entry.dimensions } }))
        .sort(
          (a, b) =>
            a.name.localeCompare(b.name) || keyOf('', a.dimensions).localeCompare(keyOf('', b.dimensions)),
        ),
    total: (name) =>
      [...byKey.values()].filter((entry) => entry.name === name).reduce((sum, entry) => sum + entry.count, 0),
  };
}
