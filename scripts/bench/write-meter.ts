import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../functions/data/db';

/**
 * Counts the writes the platform sends to DynamoDB while metering: write units and writes per key per second.
 * Write units are estimated from the requests (DynamoDB Local bills nothing): an item costs 1 unit per started KB
 * of what the request carries (the item of a put, the key and new values of an update, the key of a delete or
 * condition check), twice that inside a transaction; GSI writes are not counted. Cancelled transactions and
 * failed conditions count too: DynamoDB bills them and they land on the same partitions. Every write of the
 * process counts, the outbox relay's and workers' included: what the rush costs the table, not one call alone.
 */
export interface WriteMeter {
  /**
   * From now on, every write counts, or with `requestsOf` only the writes made while handling that server's
   * requests (and the work they set off): what the calls themselves write, not the event consumers still working
   * through an earlier rush's events or a schedule that comes due meanwhile.
   */
  start(options?: { requestsOf?: Server }): void;
  stop(): WriteFigures;
}

/** Marks the async work of each request a server handles, for a meter counting only requests' writes. */
const inRequest = new AsyncLocalStorage<true>();
const tagged = new WeakSet<Server>();
/**
 * Whether requests are marked now: only while such a count runs. On Node.js 20 an AsyncLocalStorage in use hooks
 * every promise of the process (a bare await cost 2.5 to 4 times as much), and the benches after the first such
 * count (the bid storm onwards) were measured with the hook on; `stop` turns it off again.
 */
let marking = false;

function tagRequests(server: Server): void {
  if (tagged.has(server)) return;
  tagged.add(server);
  for (const listener of server.listeners('request') as ((...args: unknown[]) => void)[]) {
    server.off('request', listener);
    server.on('request', (...args: unknown[]) =>
      marking ? inRequest.run(true, () => listener(...args)) : listener(...args),
    );
  }
}

export interface WriteFigures {
  writeUnits: number;
  writes: number;
  hottest: { key: string; perSecond: number };
  /** The key written most over the whole run and its share of all writes. */
  hottestShare: { key: string; writes: number; share: number };
  /** Writes per entity (the key with its ids left out, e.g. `PACK#STOCK|STOCK`): count, units, how many failed. */
  byEntity: Map<string, { writes: number; writeUnits: number; failed: number }>;
  /** How many transactions of each item count were sent (the largest first when printed). */
  transactionSizes: Map<number, number>;
  /** Transactions by shape: their item count and entities (`3: PURCHASE|PURCHASE, ...`), with the bytes of their items. */
  transactionShapes: Map<string, { count: number; items: number; bytes: number }>;
}

interface KeyedWrite {
  key: Record<string, unknown>;
  bytes: number;
  transactional: boolean;
}

/** A key's entity: the names of its `#`-separated parts (upper-case words), ids and timestamps left out. */
export const entityOf = (key: Record<string, unknown>) =>
  [key.pk, key.sk]
    .map((part) =>
      String(part ?? '')
        .split('#')
        .filter((name) => /^[A-Z][A-Z_]*$/.test(name))
        .join('#'),
    )
    .join('|');

/** "PURCHASE|PURCHASE 200 (1 failed) ..." lines, most writes first. */
export function entityLines(figures: WriteFigures, per: number, indent = '    '): string {
  return [...figures.byEntity]
    .sort((a, b) => b[1].writes - a[1].writes)
    .map(
      ([entity, e]) =>
        `${indent}${entity.padEnd(40)} ${(e.writes / per).toFixed(2).padStart(7)} writes  ` +
        `${(e.writeUnits / per).toFixed(2).padStart(7)} WCU${e.failed ? `  (${(e.failed / per).toFixed(2)} in failed calls)` : ''}`,
    )
    .join('\n');
}

const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? {}));
const keyOf = (item: Record<string, unknown> = {}) => ({ pk: item.pk, sk: item.sk });

function writesOf(command: unknown): KeyedWrite[] {
  if (command instanceof TransactWriteCommand)
    return (command.input.TransactItems ?? []).map((entry) => {
      if (entry.Put)
        return { key: keyOf(entry.Put.Item), bytes: sizeOf(entry.Put.Item), transactional: true };
      const keyed = entry.Update ?? entry.Delete ?? entry.ConditionCheck;
      const values = entry.Update?.ExpressionAttributeValues;
      return { key: keyed?.Key ?? {}, bytes: sizeOf(keyed?.Key) + sizeOf(values), transactional: true };
    });
  if (command instanceof PutCommand)
    return [
      { key: keyOf(command.input.Item ?? {}), bytes: sizeOf(command.input.Item), transactional: false },
    ];
  if (command instanceof UpdateCommand)
    return [
      {
        key: command.input.Key ?? {},
        bytes: sizeOf(command.input.Key) + sizeOf(command.input.ExpressionAttributeValues),
        transactional: false,
      },
    ];
  if (command instanceof DeleteCommand)
    return [{ key: command.input.Key ?? {}, bytes: sizeOf(command.input.Key), transactional: false }];
  if (command instanceof BatchWriteCommand)
    return Object.values(command.input.RequestItems ?? {}).flatMap((requests) =>
      requests.map((request) => {
        const item = request.PutRequest?.Item ?? request.DeleteRequest?.Key ?? {};
        return { key: keyOf(item), bytes: sizeOf(item), transactional: false };
      }),
    );
  return [];
}

/** Wraps the table client's send once; writes are counted only between start() and stop(). */
export function meterWrites(db: Db): WriteMeter {
  const send = db.client.send.bind(db.client) as (...args: unknown[]) => Promise<unknown>;
  let metering = false;
  let requestsOnly = false;
  let writeUnits = 0;
  let writes = 0;
  const perKeySecond = new Map<string, number>();
  const perKey = new Map<string, number>();
  const byEntity: WriteFigures['byEntity'] = new Map();
  const transactionSizes = new Map<number, number>();
  const transactionShapes: WriteFigures['transactionShapes'] = new Map();
  (db.client as { send: unknown }).send = (command: unknown, ...rest: unknown[]) => {
    if (!metering || (requestsOnly && !inRequest.getStore())) return send(command, ...rest);
    const second = Math.floor(Date.now() / 1000);
    const sent = writesOf(command);
    const entities: { writes: number; writeUnits: number; failed: number }[] = [];
    if (command instanceof TransactWriteCommand) {
      transactionSizes.set(sent.length, (transactionSizes.get(sent.length) ?? 0) + 1);
      const shape = `${sent.length}: ${sent.map((write) => entityOf(write.key)).join(', ')}`;
      const seen = transactionShapes.get(shape) ?? { count: 0, items: sent.length, bytes: 0 };
      transactionShapes.set(shape, seen);
      seen.count++;
      seen.bytes += sent.reduce((sum, write) => sum + write.bytes, 0);
    }
    for (const write of sent) {
      writes++;
      const units = Math.max(1, Math.ceil(write.bytes / 1024)) * (write.transactional ? 2 : 1);
      writeUnits += units;
      const key = `${write.key.pk}|${write.key.sk}`;
      const slot = `${key}@${second}`;
      perKeySecond.set(slot, (perKeySecond.get(slot) ?? 0) + 1);
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
      const name = entityOf(write.key);
      const entity = byEntity.get(name) ?? { writes: 0, writeUnits: 0, failed: 0 };
      byEntity.set(name, entity);
      entity.writes++;
      entity.writeUnits += units;
      entities.push(entity);
    }
    const result = send(command, ...rest);
    if (entities.length === 0) return result;
    return (result as Promise<unknown>).catch((error: unknown) => {
      if (metering) for (const entity of entities) entity.failed++;
      throw error;
    });
  };
  return {
    start(options = {}) {
      if (options.requestsOf) tagRequests(options.requestsOf);
      requestsOnly = options.requestsOf !== undefined;
      marking = requestsOnly;
      writeUnits = 0;
      writes = 0;
      perKeySecond.clear();
      perKey.clear();
      byEntity.clear();
      transactionSizes.clear();
      transactionShapes.clear();
      metering = true;
    },
    stop() {
      metering = false;
      if (requestsOnly) {
        marking = false;
        inRequest.disable();
      }
      let hottest = { key: '-', perSecond: 0 };
      for (const [slot, count] of perKeySecond)
        if (count > hottest.perSecond)
          hottest = { key: slot.slice(0, slot.lastIndexOf('@')), perSecond: count };
      let hottestShare = { key: '-', writes: 0, share: 0 };
      for (const [key, count] of perKey)
        if (count > hottestShare.writes)
          hottestShare = { key, writes: count, share: count / Math.max(1, writes) };
      return {
        writeUnits,
        writes,
        hottest,
        hottestShare,
        byEntity: new Map(byEntity),
        transactionSizes: new Map(transactionSizes),
        transactionShapes: new Map(transactionShapes),
      };
    },
  };
}
