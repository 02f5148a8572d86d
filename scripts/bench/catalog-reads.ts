import type { LocalCloud } from '../local-cloud/cloud';
import { latencySummary, percentile, runConcurrently } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function readMany(label: string, url: (i: number) => string) {
  const run = await runConcurrently(REQUESTS, CONCURRENCY, async (i) => {
    const response = await fetch(url(i));
    await response.arrayBuffer();
    return { status: response.status, body: null };
  });
  const failures = run.results.filter((result) => result.status >= 400).length;
  const sorted = run.results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} ${String(REQUESTS).padStart(6)} req  ${(REQUESTS / run.seconds).toFixed(0).padStart(6)} req/s  ` +
      `${latencySummary(run, [0.5, 0.95, 0.99])}  failures ${failures}`,
  );
  return { label, p99: percentile(sorted, 0.99) };
}

export const CATALOG_CONCURRENCY = CONCURRENCY;

/** Catalog reads of the seeded drops: the list, a drop, a drop's auctions. */
export async function benchCatalogReads(cloud: LocalCloud): Promise<{ label: string; p99: number }[]> {
  const drops = (await (await fetch(`${cloud.url}/api/auction/drops`)).json()) as {
    results: { id: string }[];
  };
  const ids = drops.results.map((d) => d.id);
  console.log(`Catalog reads, ${CONCURRENCY} concurrent clients, ${ids.length} drops seeded`);
  return [
    await readMany('GET /api/auction/drops', () => `${cloud.url}/api/auction/drops?page_size=20`),
    await readMany(
      'GET /api/auction/drops/{id}',
      (i) => `${cloud.url}/api/auction/drops/${ids[i % ids.length]}`,
    ),
    await readMany(
      'GET .../{id}/auctions',
      (i) => `${cloud.url}/api/auction/drops/${ids[i % ids.length]}/auctions`,
    ),
  ];
}
