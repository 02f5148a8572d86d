import { editionId, getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../local-cloud/cloud';
import { type CpuFigures, cpuPerCall, startCpuMeter } from './cpu-meter';
import { acceptedFraudCheck, createFundedUsers, createPackSale } from './fixtures';
import { callJson, latencySummary, runConcurrently } from './stats';
import { entityLines, type WriteFigures, type WriteMeter } from './write-meter';

/** Packs on sale, buyers rushing them, calls in flight at once; NFTs per pack and editions they draw from. */
const SUPPLY = Number(process.env.BENCH_RUSH_PACKS ?? 200);
const BUYERS = Number(process.env.BENCH_RUSH_BUYERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_RUSH_CONCURRENCY ?? 64);
const NFTS_PER_PACK = 3;
const NFT_COUNT = 3;
/** Buyers who check out once more after the rush, one at a time: what a sold-out answer alone writes. */
const LATE_BUYERS = 10;
/**
 * The unmeasured rush before it is this share of its size: the raw runs and the catalog reads warm up too (sockets,
 * DynamoDB Local's JIT). A cold rush, the first transactions the process sent, ran at about four fifths the rate of
 * the same rush right after.
 */
const WARM_UP_SHARE = 0.25;

/** What the rush measured, for the raw-rate comparison. */
export interface RushFigures {
  /** Over the whole rush, sold-out answers included. */
  purchasesPerSecond: number;
  /** While the stock lasted: purchases over the time until the last one was answered. */
  purchasesPerSecondWhileStocked: number;
  concurrency: number;
  /** The items a purchase writes over all its transactions (reservation, ledger movement, delivery). */
  purchaseItems: number;
  /** The item count of a purchase's main transaction (the delivery), and the mean bytes of its items. */
  mainTransactionItems: number;
  mainItemBytes: number;
  writes: WriteFigures;
  purchases: number;
  /** The CPU the whole rush took, sold-out answers and the events it raised included. */
  cpu: CpuFigures;
}

interface OrderReceived {
  data?: { bid_id: string; items: { id: string }[] };
  code?: string;
}

/** A fresh sale of `supply` packs and `buyers` buyers for it, each with credit and an accepted fraud check. */
async function rushSale(cloud: LocalCloud, supply: number, buyers: number) {
  const { deps } = cloud;
  const sale = await createPackSale(deps, {
    quantity: supply,
    nftsPerPack: NFTS_PER_PACK,
    editionsPerNft: Math.ceil((supply * NFTS_PER_PACK) / NFT_COUNT) + 50,
    nftCount: NFT_COUNT,
  });
  const funded = await createFundedUsers(
    deps,
    buyers,
    { kind: 'credit', cents: sale.pack.priceCents },
    (uuid) => [acceptedFraudCheck(deps, uuid, sale.pack)],
  );
  const checkout = (i: number, key: string) =>
    callJson<OrderReceived>(`${cloud.url}/api/payments/balance_checkout/${sale.pack.id}`, {
      method: 'POST',
      token: funded[i]?.token,
      body: { price: sale.pack.priceCents / 100, drop: true },
      headers: { 'idempotency-key': `${key}-${i}` },
    });
  return { ...sale, checkout };
}

/**
 * The outbox relay and workers finish a rush's events before the next phase: wait for a second without a write (at
 * most 20 s). Their pollers may still wake after it (an idle poller waits up to 4 s), and a schedule may come due.
 */
async function untilQuiet(meter: WriteMeter) {
  for (let quiet = 0; quiet < 20; quiet++) {
    meter.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (meter.stop().writes === 0) break;
  }
}

/**
 * A drop rush: BUYERS buyers with marketplace credit and an accepted fraud check all call the balance checkout
 * of one fresh pack of SUPPLY units, after an unmeasured rush a quarter of its size on another pack. Sold = 200
 * answers; the table is read back to check no edition was given twice and no more editions were given than the
 * supply holds.
 */
export async function benchDropRush(cloud: LocalCloud, meter: WriteMeter): Promise<RushFigures> {
  const { deps } = cloud;
  const warmUpBuyers = Math.ceil(BUYERS * WARM_UP_SHARE);
  const warmUp = await rushSale(cloud, Math.ceil(SUPPLY * WARM_UP_SHARE), warmUpBuyers);
  await runConcurrently(warmUpBuyers, CONCURRENCY, (i) => warmUp.checkout(i, 'bench-warm-up'));
  await untilQuiet(meter);

  const { nfts, checkout } = await rushSale(cloud, SUPPLY, BUYERS + LATE_BUYERS);
  meter.start();
  const cpu = startCpuMeter();
  const run = await runConcurrently(BUYERS, CONCURRENCY, (i) => checkout(i, 'bench-rush'));
  const rushCpu = cpu.stop();
  const writes = meter.stop();
  // The late buyers' answers are metered by their requests alone (untilQuiet).
  await untilQuiet(meter);
  meter.start({ requestsOf: cloud.server });
  const late: number[] = [];
  for (let i = BUYERS; i < BUYERS + LATE_BUYERS; i++) late.push((await checkout(i, 'bench-rush')).status);
  const soldOutWrites = meter.stop();

  const sold = run.results.filter((result) => result.status === 200);
  const soldOut = run.results.filter(
    (result) => result.status === 409 && result.body.code === 'sold_out',
  ).length;
  const others = run.results.length - sold.length - soldOut;
  const otherStatuses = [
    ...new Set(
      run.results.filter((r) => r.status !== 200 && r.body?.code !== 'sold_out').map((r) => r.status),
    ),
  ];
  const lastSoldSeconds = Math.max(...sold.map((result) => result.endMs), 1) / 1000;
  const received = sold.flatMap((result) => result.body.data?.items.map((item) => item.id) ?? []);
  const editions = await Promise.all(
    nfts.flatMap((nft) =>
      Array.from({ length: nft.quantity }, (_, i) => getNftItem(deps.db, editionId(nft.id, i + 1))),
    ),
  );
  const owned = editions.filter((item) => item?.owner).length;

  console.log(
    `\nDrop rush: ${BUYERS} buyers, ${SUPPLY} packs of ${NFTS_PER_PACK} NFTs, ${CONCURRENCY} concurrent, after ` +
      `an unmeasured rush of ${warmUpBuyers} buyers`,
  );
  console.log(
    `  sold ${sold.length}  sold out ${soldOut}  other answers ${others}${others ? ` (${otherStatuses.join('/')})` : ''}  oversold ${Math.max(0, sold.length - SUPPLY)}`,
  );
  console.log(
    `  editions owned ${owned} (max ${SUPPLY * NFTS_PER_PACK})  received ${received.length}, distinct ${new Set(received).size}`,
  );
  console.log(
    `  ${(BUYERS / run.seconds).toFixed(0)} checkouts/s (${(sold.length / run.seconds).toFixed(0)} purchases/s) in ` +
      `${run.seconds.toFixed(1)} s  ${latencySummary(run)}`,
  );
  console.log(
    `  while the stock lasted: ${(sold.length / lastSoldSeconds).toFixed(0)} purchases/s (the last answered ` +
      `${lastSoldSeconds.toFixed(1)} s in)  purchases ${latencySummary({ results: sold, seconds: lastSoldSeconds })}`,
  );
  console.log(
    `  ${writes.writeUnits} WCU (est.) for ${writes.writes} item writes: ` +
      `${(writes.writeUnits / Math.max(1, sold.length)).toFixed(1)} WCU per purchase (sold-out answers' writes ` +
      `included), ${(writes.writeUnits / BUYERS).toFixed(1)} per checkout call`,
  );
  console.log(
    `  CPU per purchase (sold-out answers included): ${cpuPerCall(rushCpu, sold.length)}, over ` +
      `${run.seconds.toFixed(1)} s`,
  );
  console.log(`  hottest key ${writes.hottest.key}: ${writes.hottest.perSecond} writes/s`);
  console.log(
    `  hottest key over the rush ${writes.hottestShare.key}: ${writes.hottestShare.writes} writes, ` +
      `${(writes.hottestShare.share * 100).toFixed(1)}% of the rush's writes (target at most 10%)`,
  );
  const shapes = [...writes.transactionShapes].sort((a, b) => b[1].count - a[1].count);
  console.log(`  transactions (count × shape, failed ones included):`);
  for (const [shape, { count }] of shapes.slice(0, 8))
    console.log(`    ${String(count).padStart(6)} × ${shape}`);
  // The purchase's main transaction: the delivery, which completes the purchase with the drawn editions.
  const main = shapes
    .filter(([shape]) => shape.endsWith('PURCHASE|PURCHASE') && shape.includes('NFT'))
    .sort((a, b) => b[1].count - a[1].count)[0]?.[1] ?? { count: 0, items: 0, bytes: 0 };
  // Every transaction a purchase writes (the reservation, the ledger movement, the delivery): its item count in all.
  const mostSent = (test: (shape: string) => boolean) =>
    shapes.filter(([shape]) => test(shape)).sort((a, b) => b[1].count - a[1].count)[0]?.[1].items ?? 0;
  const purchaseItems =
    mostSent((shape) => shape.includes('PACK#STOCK|STOCK') && shape.includes('PURCHASE|PURCHASE')) +
    mostSent((shape) => shape.includes('MOVEMENT|MOVEMENT')) +
    main.items;
  console.log(`  writes per purchase by entity (all of the rush's writes / purchases):`);
  console.log(entityLines(writes, Math.max(1, sold.length)));
  console.log(
    `  a sold-out answer alone (${LATE_BUYERS} late buyers, answers ${[...new Set(late)].join('/')}): ` +
      `${(soldOutWrites.writes / LATE_BUYERS).toFixed(1)} writes, ` +
      `${(soldOutWrites.writeUnits / LATE_BUYERS).toFixed(1)} WCU per answer`,
  );
  if (soldOutWrites.writes > 0) console.log(entityLines(soldOutWrites, LATE_BUYERS));
  return {
    purchasesPerSecond: sold.length / run.seconds,
    purchasesPerSecondWhileStocked: sold.length / lastSoldSeconds,
    concurrency: CONCURRENCY,
    purchaseItems,
    mainTransactionItems: main.items,
    mainItemBytes: main.count ? Math.round(main.bytes / main.count / Math.max(1, main.items)) : 300,
    writes,
    purchases: sold.length,
    cpu: rushCpu,
  };
}
