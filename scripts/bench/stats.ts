/** What a load run measured: each call's latency and answer status, and the wall time it took. */
export interface LoadRun<T> {
  /** Each call's answer, its latency, and when it was answered (ms after the run started). */
  results: { status: number; body: T; ms: number; endMs: number }[];
  seconds: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `count` calls with at most `concurrency` in flight, in index order, timing each one. */
export async function runConcurrently<T>(
  count: number,
  concurrency: number,
  call: (i: number) => Promise<{ status: number; body: T }>,
): Promise<LoadRun<T>> {
  const results: LoadRun<T>['results'] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        const answer = await call(i);
        const end = performance.now();
        results[i] = { ...answer, ms: end - t, endMs: end - started };
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** "p50 12.3 ms  p99 45.6 ms" (with p95 when asked) over the run's latencies. */
export function latencySummary(run: LoadRun<unknown>, points = [0.5, 0.99]): string {
  const sorted = run.results.map((result) => result.ms).sort((a, b) => a - b);
  return points.map((p) => `p${Math.round(p * 100)} ${percentile(sorted, p).toFixed(1)} ms`).join('  ');
}

/** Sends a JSON call to the API and answers its status and parsed body. */
export async function callJson<T>(
  url: string,
  init: { method: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
