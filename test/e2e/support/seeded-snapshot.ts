import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { createDb, createTableIfMissing, type Db, type Item } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { newId } from '../../../functions/lib/ids';
import { createLogger } from '../../../functions/lib/logger';
import { type LocalCloud, startLocalCloud } from '../../../scripts/local-cloud/cloud';
import { scanTable } from '../../support/db';

/**
 * The seeded platform every journey starts from, made once per e2e worker: the demo catalog seeded, and every
 * event it set off relayed and consumed (inboxes, market summaries), then the table's items and the media files
 * kept in memory (a folder kept for the worker's life outlived it: a worker is stopped, not exited). Each journey's cloud gets a copy (`restoreSeeded`): some 300 puts instead of the seed and its events,
 * about 6 s of CPU per journey on a phase that keeps both cores busy. The catalog's dates are whole hours from
 * the seed and none is nearer than two hours (scripts/seed/catalog/timeline.ts), so a copy made minutes later
 * shows every drop and auction in the same state.
 */
export interface SeededSnapshot {
  items: Item[];
  /** The seed's media by path in a cloud's data folder (`media/...`, `private-media/...`). */
  files: Map<string, Buffer>;
}

/** The seeded runtime is at rest once its outbox and queues have stayed empty this long. */
const AT_REST_MS = 300;
const AT_REST_WITHIN_MS = 30_000;
/** BatchWriteItem takes at most 25 items. */
const BATCH_SIZE = 25;

/**
 * A cloud as the journeys run it, over the worker's DynamoDB Local, with its table and data folder: the seed's
 * when the folder is empty, the journey's copy of the snapshot otherwise. Its pollers wake at each outbox event
 * written (the relay) and send (a queue), so 500 ms is only their fallback.
 */
export const startE2eCloud = (where: { endpoint: string; tableName: string; dataDir: string }) =>
  startLocalCloud({
    port: 0,
    dataDir: where.dataDir,
    dynamoEndpoint: where.endpoint,
    tableName: where.tableName,
    logger: createLogger({ e2e: true }, 'warn'),
    pollIntervalMs: 500,
    // Journeys change the table directly between a visitor's page loads, well within a public answer's 15 s:
    // CloudFront's cache, on in `npm start` and the bench, has its own tests (edge-cache.test.ts).
    edgeCache: false,
  });

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
  const tableName = `e2e-seed-${newId().toLowerCase()}`;
  const db = createDb({ tableName, endpoint });
  try {
    const cloud = await startE2eCloud({ endpoint, tableName, dataDir });
    try {
      await untilAtRest(cloud);
    } finally {
      await cloud.stop();
    }
    return { items: await scanTable(db), files: await readFiles(dataDir) };
  } finally {
    await db.client.send(new DeleteTableCommand({ TableName: tableName }));
    db.client.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function readFiles(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return new Map(
    await Promise.all(paths.map(async (path) => [relative(dir, path), await readFile(path)] as const)),
  );
}

/** Waits until no event has waited in the outbox and no message in a queue for `AT_REST_MS`. */
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

/** Writes the snapshot into a new table and a new data folder, which a cloud started on both finds seeded. */
export async function restoreSeeded(snapshot: SeededSnapshot, db: Db, dataDir: string): Promise<void> {
  await Promise.all([
    ...[...snapshot.files].map(async ([path, content]) => {
      await mkdir(dirname(join(dataDir, path)), { recursive: true });
      await writeFile(join(dataDir, path), content);
    }),
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
