import { createLogger } from '../../functions/lib/logger';
import { startLocalCloud } from '../local-cloud/cloud';
import { formatWebVitals, measureWebVitals } from '../web-vitals';
import { benchBidStorm } from './bid-storm';
import { benchCardCheckoutStorm } from './card-checkout-storm';
import { benchCardPurchase } from './card-purchase';
import { benchCatalogReads, CATALOG_CONCURRENCY } from './catalog-reads';
import { benchDropRush } from './drop-rush';
import { benchOfferStorm } from './offer-storm';
import { printRawComparison } from './raw-comparison';
import { rawQueryRate } from './raw-rates';
import { benchResaleRush } from './resale-rush';
import { meterWrites } from './write-meter';

/**
 * `npm run bench`: through the real API on the local cloud (in-memory DynamoDB Local, seeded): catalog reads,
 * a drop rush on one pack, a bid storm on one auction, a resale rush on a few listings, an offer storm on one item, 360 card checkouts at once (202s followed) and card purchases one buyer at a time (the fraud decision, then the checkout), printing throughput, latency percentiles, write units
 * and the hottest key. Figures, not assertions: compare runs on one machine. Sizes come from BENCH_* variables.
 */
async function main() {
  const cloud = await startLocalCloud({ port: 0, logger: createLogger({}, 'error') });
  try {
    const meter = meterWrites(cloud.deps.db);
    const catalog = await benchCatalogReads(cloud);
    // The catalog's ratios are against a raw Query made in the same conditions: right after them, before the
    // rush and the storm write thousands of items.
    const rawQuery = await rawQueryRate(cloud.deps.db, { itemBytes: 800, concurrency: CATALOG_CONCURRENCY });
    // The web app's first load of /app/drops: initial JS gzipped, LCP and CLS (web/dist must be built).
    console.log(`\n${formatWebVitals(await measureWebVitals(cloud.url))}\n`);
    const rush = await benchDropRush(cloud, meter);
    const storm = await benchBidStorm(cloud, meter);
    await printRawComparison(cloud.deps.db, {
      catalog,
      catalogConcurrency: CATALOG_CONCURRENCY,
      rawQuery,
      rush,
      storm,
    });
    await benchResaleRush(cloud, meter);
    await benchOfferStorm(cloud, meter);
    await benchCardCheckoutStorm(cloud);
    await benchCardPurchase(cloud);
    const memory = process.memoryUsage();
    console.log(
      `\nmemory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
    );
  } finally {
    await cloud.stop();
  }
  // Loaded and run after the cloud stops: the CDK app it synthesizes stays out of the memory figure, and the init
  // times are not measured against the load of the runs above.
  const { bundleReport } = await import('../bundle-size');
  console.log(`\n${await bundleReport()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
