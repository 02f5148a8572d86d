import type { LocalCloud } from '../local-cloud/cloud';
import { readLoadInWorker } from './read-load';
import { latencySummary, percentile } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

/**
 * Requests sent to each endpoint before it is measured: the first ones load the family's module and warm the JIT,
 * a cold start the raw Query it is compared with does not pay (it runs on a client long warm).
 */
const WARM_UP = 200;

async function readMany(label: string, urls: string[]) {
  const run = await readLoadInWorker({ urls, warmUp: WARM_UP, requests: REQUESTS, concurrency: CONCURRENCY });
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
  console.log(
    `Catalog reads, ${CONCURRENCY} concurrent clients on a load thread, ${ids.length} drops seeded, after ` +
      `${WARM_UP} unmeasured requests each`,
  );
  return [
    await readMany('GET /api/auction/drops', [`${cloud.url}/api/auction/drops?page_size=20`]),
    await readMany(
      'GET /api/auction/drops/{id}',
      ids.map((id) => `${cloud.url}/api/auction/drops/${id}`),
    ),
    await readMany(
      'GET .../{id}/auctions',
      ids.map((id) => `${cloud.url}/api/auction/drops/${id}/auctions`),
    ),
  ];
}
