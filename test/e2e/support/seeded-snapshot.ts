import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createDb, createTableIfMissing, type Db, type Item } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { newId } from '../../../functions/lib/ids';
import { createLogger } from '../../../functions/lib/logger';
import { type LocalCloud, startLocalCloud } from '../../../scripts/local-cloud/cloud';

/**
 * The seeded platform every journey starts from, made once per e2e worker: the demo catalog seeded, and every
 * event it set off relayed and consumed (inboxes, market summaries), then the table's items and the media folder
 * kept. Each journey's cloud gets a copy (`restoreSeeded`): some 300 puts instead of the seed and its events,
 * about 6 s of CPU per journey on a phase that keeps both cores busy. The catalog's dates are whole hours from
 * the seed and none is nearer than two hours (scripts/seed/catalog/timeline.ts), so a copy made minutes later
 * shows every drop and auction in the same state.
 */
export interface SeededSnapshot {
  items: Item[];
  /** A cloud's data folder holding only the seed's media (`media/` and `private-media/`). */
  dataDir: string;
}

/** The seeded runtime is at rest once its outbox and queues have stayed empty this long. */
const AT_REST_MS = 300;
const AT_REST_WITHIN_MS = 30_000;
/** BatchWriteItem takes at most 25 items. */
const BATCH_SIZE = 25;

let made: Promise<SeededSnapshot> | undefined;

/** This worker's snapshot, seeded on first use over DynamoDB Local at `endpoint`; a failed one is made anew. */
export const seededSnapshot = (endpoint: string): Promise<SeededSnapshot> => {
  if (!made) {
    made = makeSnapshot(endpoint);
    made.catch(() => {
      made = undefined;
    });
  }
  return made;
};

async function makeSnapshot(endpoint: string): Promise<SeededSnapshot> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-seed-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const tableName = `e2e-seed-${newId().toLowerCase()}`;
  const cloud = await startLocalCloud({
    port: 0,
    dataDir,
    dynamoEndpoint: endpoint,
    tableName,
    logger: createLogger({ e2e: true }, 'warn'),
    edgeCache: false,
  });
  try {
    await untilAtRest(cloud);
  } finally {
    await cloud.stop();
  }
  const db = createDb({ tableName, endpoint });
  try {
    const items = await scanAll(db);
    await db.client.send(new DeleteTableCommand({ TableName: tableName }));
    return { items, dataDir };
  } finally {
    db.client.destroy();
  }
}

/** Waits until no event waits in the outbox and no message in a queue, twice in a row `AT_REST_MS` apart. */
async function untilAtRest(cloud: LocalCloud): Promise<void> {
  const isAtRest = async () => {
    const [pending, depths] = await Promise.all([
      listPendingEvents(cloud.deps.db, 1),
      cloud.ops.queueDepths(),
    ]);
    return pending.length === 0 && depths.every((depth) => depth.visible + depth.inFlight === 0);
  };
  const deadline = Date.now() + AT_REST_WITHIN_MS;
  let restingSince: number | undefined;
  while (Date.now() < deadline) {
    if (await isAtRest()) {
      restingSince ??= Date.now();
      if (Date.now() - restingSince >= AT_REST_MS) return;
    } else restingSince = undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The seeded cloud did not come to rest within ${AT_REST_WITHIN_MS / 1000} s`);
}

async function scanAll(db: Db): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({ TableName: db.tableName, ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Writes the snapshot into a new table and a new data folder, which a cloud started on both finds seeded. */
export async function restoreSeeded(snapshot: SeededSnapshot, db: Db, dataDir: string): Promise<void> {
  await Promise.all([
    cp(snapshot.dataDir, dataDir, { recursive: true }),
    (async () => {
      await createTableIfMissing(db);
      for (let i = 0; i < snapshot.items.length; i += BATCH_SIZE) {
        let unprocessed = {
          [db.tableName]: snapshot.items.slice(i, i + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } })),
        };
        while (unprocessed[db.tableName]?.length) {
          const answer = await db.client.send(new BatchWriteCommand({ RequestItems: unprocessed }));
          unprocessed = (answer.UnprocessedItems ?? {}) as typeof unprocessed;
        }
      }
    })(),
  ]);
}
