import type { Db } from '../../functions/data/db';
import type { StormFigures } from './bid-storm';
import type { CatalogFigure } from './catalog-reads';
import { cpuPerCall } from './cpu-meter';
import type { RushFigures } from './drop-rush';
import { type RawRate, ratio, rawTransactRate } from './raw-rates';

/**
 * Point 2 of issue 12: right after the rush and the storm, the same DynamoDB Local's raw rates for transactions of
 * the same item count (and about the same item size, at the same concurrency), and the one-page Query's measured
 * right after the catalog reads, with the API's figures as ratios of them. Targets: purchases/s at least 0.5 of
 * the raw rate, catalog p99 at most 1.5x.
 */
export async function printRawComparison(
  db: Db,
  figures: {
    catalog: CatalogFigure[];
    catalogConcurrency: number;
    /** Measured right after the catalog reads, as their conditions were (rawQueryRate). */
    rawQuery: RawRate;
    rush: RushFigures;
    storm: StormFigures;
  },
) {
  const { rush, storm, catalog } = figures;
  console.log('\nAgainst DynamoDB Local raw (same table, same run, fresh keys, no API)');
  const rushRatio = (raw: number) =>
    `${ratio(rush.purchasesPerSecondWhileStocked, raw).toFixed(2)} of raw while the stock lasted ` +
    `(${ratio(rush.purchasesPerSecond, raw).toFixed(2)} over the whole rush)`;
  const rawWhole = await rawTransactRate(db, {
    items: rush.purchaseItems,
    itemBytes: rush.mainItemBytes,
    concurrency: rush.concurrency,
  });
  console.log(
    `  raw TransactWriteItems of ${rush.purchaseItems} items (~${rush.mainItemBytes} B each: the items one purchase ` +
      `writes over its transactions, in one), ${rush.concurrency} concurrent: ${rawWhole.perSecond.toFixed(0)}/s  ` +
      `p50 ${rawWhole.p50.toFixed(1)} ms  p99 ${rawWhole.p99.toFixed(1)} ms`,
  );
  console.log(
    `  drop rush ${rush.purchasesPerSecondWhileStocked.toFixed(1)} purchases/s = ${rushRatio(rawWhole.perSecond)} ` +
      `(target at least 0.5)`,
  );
  // Both runs keep every core busy, so their rates stand roughly as the inverse of their CPU per call.
  const rawCpu = rawWhole.cpu.nodeSeconds + rawWhole.cpu.databaseSeconds;
  const rushCpu = rush.cpu.nodeSeconds + rush.cpu.databaseSeconds;
  console.log(
    `  CPU per raw transaction: ${cpuPerCall(rawWhole.cpu, rawWhole.calls)}; per purchase: ` +
      `${cpuPerCall(rush.cpu, rush.purchases)} = ` +
      `${ratio(rushCpu / Math.max(1, rush.purchases), rawCpu / Math.max(1, rawWhole.calls)).toFixed(1)}x`,
  );
  const rawMain = await rawTransactRate(db, {
    items: rush.mainTransactionItems,
    itemBytes: rush.mainItemBytes,
    concurrency: rush.concurrency,
  });
  console.log(
    `  raw TransactWriteItems of ${rush.mainTransactionItems} items (the purchase's largest transaction, its ` +
      `delivery), ${rush.concurrency} concurrent: ${rawMain.perSecond.toFixed(0)}/s  p50 ${rawMain.p50.toFixed(1)} ms  ` +
      `p99 ${rawMain.p99.toFixed(1)} ms; the rush = ${rushRatio(rawMain.perSecond)}`,
  );
  const rawBid = await rawTransactRate(db, {
    items: storm.mainTransactionItems,
    itemBytes: storm.mainItemBytes,
    concurrency: storm.concurrency,
  });
  console.log(
    `  raw TransactWriteItems of ${storm.mainTransactionItems} items (~${storm.mainItemBytes} B each, the size of an ` +
      `accepted bid's), ${storm.concurrency} concurrent: ${rawBid.perSecond.toFixed(0)}/s  ` +
      `p50 ${rawBid.p50.toFixed(1)} ms  p99 ${rawBid.p99.toFixed(1)} ms`,
  );
  console.log(
    `  bid storm ${storm.bidsPerSecond.toFixed(1)} bids/s = ${ratio(storm.bidsPerSecond, rawBid.perSecond).toFixed(2)} ` +
      `of raw (accepted ${storm.acceptedPerSecond.toFixed(1)}/s = ` +
      `${ratio(storm.acceptedPerSecond, rawBid.perSecond).toFixed(2)}; raw keys are fresh, a storm's bids all write ` +
      `one book)`,
  );
  const { rawQuery } = figures;
  console.log(
    `  raw Query of one 20-item page, ${figures.catalogConcurrency} concurrent, right after the catalog reads: ` +
      `${rawQuery.perSecond.toFixed(0)}/s  p50 ${rawQuery.p50.toFixed(1)} ms  p99 ${rawQuery.p99.toFixed(1)} ms`,
  );
  for (const read of catalog)
    console.log(
      `  ${read.label.padEnd(28)} ${read.reader.padEnd(9)} p99 ${read.p99.toFixed(1)} ms = ` +
        `${ratio(read.p99, rawQuery.p99).toFixed(2)}x raw Query p99 (target at most 1.5x)`,
    );
}
