import { getBidBook } from '../../functions/data/bid';
import { PaymentMethod } from '../../shared/domain/enums';
import type { LocalCloud } from '../local-cloud/cloud';
import { createFundedUsers, createLiveAuction } from './fixtures';
import { callJson, latencySummary, runConcurrently } from './stats';
import { entityLines, type WriteMeter } from './write-meter';

/** Bidders on one auction, calls in flight at once, and the auction's winners (a tiered auction's top N). */
const BIDDERS = Number(process.env.BENCH_STORM_BIDDERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_STORM_CONCURRENCY ?? 64);
const WINNERS = Number(process.env.BENCH_STORM_WINNERS ?? 5);

/**
 * A bid storm: BIDDERS bidders with prepaid USD each bid once on one fresh tiered auction, bidder i bidding
 * $100 + $10·i, so the bids rise as they arrive and race each other. A refused bid is one some WINNERS better
 * bids had already beaten; the WINNERS best bids can never be refused, so they must be the book's leaders.
 */
export interface StormFigures {
  bidsPerSecond: number;
  acceptedPerSecond: number;
  concurrency: number;
  /** The item count of an accepted bid's transaction (the book, the bid, any notices), and its mean item bytes. */
  mainTransactionItems: number;
  mainItemBytes: number;
}

export async function benchBidStorm(cloud: LocalCloud, meter: WriteMeter): Promise<StormFigures> {
  const { deps } = cloud;
  const auction = await createLiveAuction(deps, WINNERS);
  const amount = (i: number) => 100 + 10 * i;
  const bidders = await createFundedUsers(deps, BIDDERS, { kind: 'usd', cents: amount(BIDDERS) * 100 });

  meter.start();
  const run = await runConcurrently(BIDDERS, CONCURRENCY, (i) =>
    callJson<{ detail?: string }>(`${cloud.url}/api/auction/${auction.id}/bid`, {
      method: 'POST',
      token: bidders[i]?.token,
      body: { bidValue: amount(i), payment: PaymentMethod.marketplaceCredit, source: 'usd' },
    }),
  );
  const writes = meter.stop();

  const accepted = run.results.filter((result) => result.status === 200).length;
  const refused = run.results.filter((result) => result.status === 400).length;
  const book = await getBidBook(deps.db, auction.id);
  const leaders = book.leaders.map((leader) => leader.amountCents / 100);
  const expected = Array.from({ length: WINNERS }, (_, rank) => amount(BIDDERS - 1 - rank));
  const right = JSON.stringify(leaders) === JSON.stringify(expected);

  console.log(
    `\nBid storm: ${BIDDERS} bidders on one tiered auction of ${WINNERS}, ${CONCURRENCY} concurrent`,
  );
  const others = run.results.filter((result) => result.status !== 200 && result.status !== 400);
  const otherAnswers = [...new Set(others.map((result) => `${result.status} ${result.body?.detail ?? ''}`))];
  console.log(
    `  accepted ${accepted}  refused ${refused}  other answers ${others.length}` +
      `${others.length ? ` (${otherAnswers.join('; ')})` : ''}  book version ${book.version}`,
  );
  console.log(
    `  winners $${leaders.join(', $')}  expected $${expected.join(', $')}  ${right ? 'right' : 'WRONG'}`,
  );
  console.log(
    `  ${(BIDDERS / run.seconds).toFixed(0)} bids/s in ${run.seconds.toFixed(1)} s  ${latencySummary(run)}`,
  );
  console.log(
    `  ${writes.writeUnits} WCU (est.) for ${writes.writes} item writes: ` +
      `${(writes.writeUnits / BIDDERS).toFixed(1)} WCU per bid`,
  );
  console.log(
    `  hottest key ${writes.hottest.key}: ${writes.hottest.perSecond} writes/s (the bid book, by design)`,
  );
  console.log(
    `  hottest key over the storm ${writes.hottestShare.key}: ${writes.hottestShare.writes} writes, ` +
      `${(writes.hottestShare.share * 100).toFixed(1)}% of the storm's writes (one book per auction: a bid storm ` +
      `serializes on it by design)`,
  );
  const shapes = [...writes.transactionShapes].sort((a, b) => b[1].count - a[1].count);
  console.log(`  transactions (count × shape, failed ones included):`);
  for (const [shape, { count }] of shapes.slice(0, 6))
    console.log(`    ${String(count).padStart(6)} × ${shape}`);
  console.log(`  writes per bid call by entity:`);
  console.log(entityLines(writes, BIDDERS));
  const main = shapes.find(([shape]) => shape.includes('AUCTION|BID_BOOK'))?.[1] ?? {
    count: 0,
    items: 2,
    bytes: 0,
  };
  return {
    bidsPerSecond: BIDDERS / run.seconds,
    acceptedPerSecond: accepted / run.seconds,
    concurrency: CONCURRENCY,
    mainTransactionItems: main.items,
    mainItemBytes: main.count ? Math.round(main.bytes / main.count / Math.max(1, main.items)) : 300,
  };
}
