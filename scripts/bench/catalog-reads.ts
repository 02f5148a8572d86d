import type { LocalCloud } from '../local-cloud/cloud';
import { createFundedUsers } from './fixtures';
import { readLoadInWorker } from './read-load';
import { latencySummary, percentile } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

/**
 * Requests sent to each endpoint before it is measured: the first ones load the family's module and warm the JIT,
 * a cold start the raw Query it is compared with does not pay (it runs on a client long warm).
 */
const WARM_UP = 200;

async function readMany(label: string, urls: string[], headers?: Record<string, string>) {
  const run = await readLoadInWorker({
    urls,
    headers,
    warmUp: WARM_UP,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
  });
  const failures = run.results.filter((result) => result.status >= 400).length;
  const sorted = run.results.map((result) => result.ms).sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(28)} ${String(REQUESTS).padStart(6)} req  ${(REQUESTS / run.seconds).toFixed(0).padStart(6)} req/s  ` +
      `${latencySummary(run, [0.5, 0.95, 0.99])}  failures ${failures}`,
  );
  return { label, p99: percentile(sorted, 0.99) };
}

export const CATALOG_CONCURRENCY = CONCURRENCY;

/** A catalog read's p99, and who read: visitors through the edge cache, or signed-in callers from the API. */
export interface CatalogFigure {
  label: string;
  p99: number;
  reader: 'visitor' | 'signed-in';
}

/**
 * Catalog reads of the seeded drops (the list, a drop, a drop's auctions) as visitors read them (public answers,
 * which the local cloud's CloudFront cache keeps for their max-age, as CloudFront does in AWS), and the reads a
 * signed-in caller's browser sends with its token (private answers: the API and DynamoDB every time): a drop's
 * auctions and the caller's promotion registrations. The list and a drop are 'shared' routes, the same answer for
 * everyone: the web sends them without the token, so a signed-in caller reads them as a visitor does.
 */
export async function benchCatalogReads(cloud: LocalCloud): Promise<CatalogFigure[]> {
  const drops = (await (await fetch(`${cloud.url}/api/auction/drops`)).json()) as {
    results: { id: string; promotion: { promotion_uuid: string } | null }[];
  };
  const ids = drops.results.map((d) => d.id);
  const [reader] = await createFundedUsers(cloud.deps, 1, { kind: 'credit', cents: 100 });
  const signedIn = { authorization: `Bearer ${reader?.token}` };
  // The reader registered interest in the seeded promotions, as a collector waiting for those drops has.
  for (const { promotion } of drops.results.filter((drop) => drop.promotion !== null))
    await fetch(`${cloud.url}/api/promotions/`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json' },
      body: JSON.stringify({ promotion: promotion?.promotion_uuid }),
    });
  console.log(
    `Catalog reads, ${CONCURRENCY} concurrent clients on a load thread, ${ids.length} drops seeded, after ` +
      `${WARM_UP} unmeasured requests each`,
  );
  const auctions = (headers?: Record<string, string>) =>
    readMany(
      'GET .../{id}/auctions',
      ids.map((id) => `${cloud.url}/api/auction/drops/${id}/auctions`),
      headers,
    );
  const figures: CatalogFigure[] = [];
  console.log(`as visitors (public answers, through the local CloudFront cache: kept for their max-age)`);
  const visitorReads = [
    () => readMany('GET /api/auction/drops', [`${cloud.url}/api/auction/drops?page_size=20`]),
    () =>
      readMany(
        'GET /api/auction/drops/{id}',
        ids.map((id) => `${cloud.url}/api/auction/drops/${id}`),
      ),
    () => auctions(),
  ];
  for (const read of visitorReads) figures.push({ ...(await read()), reader: 'visitor' });
  console.log(
    'signed in, with the token (private answers: the API and DynamoDB every time; the list and a drop go as a ' +
      "visitor's, above)",
  );
  const signedInReads = [
    () => auctions(signedIn),
    () => readMany('GET /api/promotions/', [`${cloud.url}/api/promotions/`], signedIn),
  ];
  for (const read of signedInReads) figures.push({ ...(await read()), reader: 'signed-in' });
  return figures;
}
