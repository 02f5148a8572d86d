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
  start(): void;
  stop(): WriteFigures;
}

export interface WriteFigures {
  writeUnits: number;
  writes: number;
  hottest: { key: string; perSecond: number };
}

interface KeyedWrite {
  key: Record<string, unknown>;
  bytes: number;
  transactional: boolean;
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
  let writeUnits = 0;
  let writes = 0;
  const perKeySecond = new Map<string, number>();
  (db.client as { send: unknown }).send = (command: unknown, ...rest: unknown[]) => {
    if (metering) {
      const second = Math.floor(Date.now() / 1000);
      for (const write of writesOf(command)) {
        writes++;
        writeUnits += Math.max(1, Math.ceil(write.bytes / 1024)) * (write.transactional ? 2 : 1);
        const slot = `${write.key.pk}|${write.key.sk}@${second}`;
        perKeySecond.set(slot, (perKeySecond.get(slot) ?? 0) + 1);
      }
    }
    return send(command, ...rest);
  };
  return {
    start() {
      writeUnits = 0;
      writes = 0;
      perKeySecond.clear();
      metering = true;
    },
    stop() {
      metering = false;
      let hottest = { key: '-', perSecond: 0 };
      for (const [slot, count] of perKeySecond)
        if (count > hottest.perSecond)
          hottest = { key: slot.slice(0, slot.lastIndexOf('@')), perSecond: count };
      return { writeUnits, writes, hottest };
    },
  };
}
