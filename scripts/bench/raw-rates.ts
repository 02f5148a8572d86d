import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../functions/data/db';
import { type CpuFigures, startCpuMeter } from './cpu-meter';
import { latencySummary, percentile, runConcurrently } from './stats';

/** How long each raw run lasts: long enough to be steady, short enough to sit in the same minute as the API's. */
const RAW_SECONDS = Number(process.env.BENCH_RAW_SECONDS ?? 4);
/** Items a raw Query reads, as one page of a catalog list. */
const QUERY_PAGE = 20;

export interface RawRate {
  perSecond: number;
  p50: number;
  p99: number;
  /** The timed run's calls and the CPU they took (DynamoDB Local's and this process's). */
  calls: number;
  cpu: CpuFigures;
}

const timedRuns = async <T>(
  concurrency: number,
  call: (i: number) => Promise<{ status: number; body: T }>,
) => {
  // Warm up (sockets, DynamoDB Local's JIT), then as many calls as fit in RAW_SECONDS at the same concurrency.
  await runConcurrently(concurrency * 2, concurrency, call);
  const probe = await runConcurrently(concurrency * 4, concurrency, call);
  const count = Math.max(concurrency * 4, Math.round((probe.results.length / probe.seconds) * RAW_SECONDS));
  const cpu = startCpuMeter();
  const run = await runConcurrently(count, concurrency, call);
  const sorted = run.results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    calls: count,
    cpu: cpu.stop(),
    perSecond: count / run.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    summary: latencySummary(run),
  };
};

/**
 * Raw TransactWriteItems on the platform's table in DynamoDB Local, bypassing the API: `items` conditional puts of
 * fresh keys (`attribute_not_exists(pk)`, as the platform's puts are) of about `itemBytes` bytes each, `concurrency`
 * transactions in flight. The ceiling a purchase or a bid of that many items could reach on this machine.
 */
export async function rawTransactRate(
  db: Db,
  options: { items: number; itemBytes: number; concurrency: number },
): Promise<RawRate> {
  const run = randomUUID();
  const padding = 'x'.repeat(Math.max(0, options.itemBytes - 120));
  let sent = 0;
  return timedRuns(options.concurrency, async () => {
    const i = sent++;
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: options.items }, (_, n) => ({
          Put: {
            TableName: db.tableName,
            Item: { pk: `RAWBENCH#${run}#${i}#${n}`, sk: 'RAW', entity: 'rawBench', n, padding },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      }),
    );
    return { status: 200, body: null };
  });
}

/**
 * Raw Query: one page of QUERY_PAGE items of about `itemBytes` bytes from one partition, `concurrency` queries in
 * flight: the least a catalog read that is one query per page costs.
 */
export async function rawQueryRate(
  db: Db,
  options: { itemBytes: number; concurrency: number },
): Promise<RawRate> {
  const pk = `RAWBENCH#${randomUUID()}#PAGE`;
  const padding = 'x'.repeat(Math.max(0, options.itemBytes - 120));
  for (let start = 0; start < QUERY_PAGE; start += 25)
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: Array.from({ length: Math.min(25, QUERY_PAGE - start) }, (_, n) => ({
          Put: {
            TableName: db.tableName,
            Item: { pk, sk: `ITEM#${String(start + n).padStart(4, '0')}`, entity: 'rawBench', padding },
          },
        })),
      }),
    );
  return timedRuns(options.concurrency, async () => {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        Limit: QUERY_PAGE,
      }),
    );
    return { status: page.Items?.length === QUERY_PAGE ? 200 : 500, body: null };
  });
}

export const ratio = (measured: number, raw: number) => (raw > 0 ? measured / raw : 0);
