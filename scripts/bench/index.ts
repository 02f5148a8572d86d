import { createLogger } from '../../functions/lib/logger';
import { startLocalCloud } from '../local-cloud/cloud';

/**
 * `npm run bench`: catalog reads through the real API on the local cloud (in-memory DynamoDB Local, seeded),
 * printing throughput, latency percentiles and memory. Figures, not assertions: compare runs on one machine.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function run(label: string, url: (i: number) => string) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t = performance.now();
        const response = await fetch(url(i));
        await response.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!response.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} ${String(REQUESTS).padStart(6)} req  ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms  ` +
      `p99 ${percentile(latencies, 0.99).toFixed(1)} ms  failures ${failures}`,
  );
}

async function main() {
  const cloud = await startLocalCloud({ port: 0, logger: createLogger({}, 'error') });
  try {
    const drops = (await (await fetch(`${cloud.url}/api/auction/drops`)).json()) as {
      results: { id: string }[];
    };
    const ids = drops.results.map((d) => d.id);
    console.log(`Catalog reads, ${CONCURRENCY} concurrent clients, ${ids.length} drops seeded`);
    await run('GET /api/auction/drops', () => `${cloud.url}/api/auction/drops?page_size=20`);
    await run('GET /api/auction/drops/{id}', (i) => `${cloud.url}/api/auction/drops/${ids[i % ids.length]}`);
    await run(
      'GET .../{id}/auctions',
      (i) => `${cloud.url}/api/auction/drops/${ids[i % ids.length]}/auctions`,
    );
    const memory = process.memoryUsage();
    console.log(
      `memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
    );
  } finally {
    await cloud.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
