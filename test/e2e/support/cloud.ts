import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { createDb } from '../../../functions/data/db';
import { newId } from '../../../functions/lib/ids';
import { createLogger } from '../../../functions/lib/logger';
import { type LocalCloud, startLocalCloud } from '../../../scripts/local-cloud/cloud';
import { dynamoEndpoint } from '../../support/db';
import { restoreSeeded, seededSnapshot } from './seeded-snapshot';

/**
 * The real local cloud (seeded, every flag on) on a free port, over its worker's DynamoDB Local, starting from a
 * copy of the worker's seeded snapshot (./seeded-snapshot.ts). Stopping it drops its table and data folder: the
 * worker's journeys share that DynamoDB Local, and a seeded table left behind slowed the later ones.
 * Its pollers wake at each outbox event written (the relay) and send (a queue), so 500 ms is only their fallback.
 */
export async function startTestCloud(): Promise<LocalCloud> {
  const endpoint = dynamoEndpoint();
  const tableName = `e2e-${newId().toLowerCase()}`;
  const [snapshot, dataDir] = await Promise.all([
    seededSnapshot(endpoint),
    mkdtemp(join(tmpdir(), 'e2e-cloud-')),
  ]);
  const db = createDb({ tableName, endpoint });
  await restoreSeeded(snapshot, db, dataDir);
  const cloud = await startLocalCloud({
    port: 0,
    dataDir,
    dynamoEndpoint: endpoint,
    tableName,
    logger: createLogger({ e2e: true }, 'warn'),
    pollIntervalMs: 500,
    // Journeys change the table directly between a visitor's page loads, well within a public answer's 15 s:
    // CloudFront's cache, on in `npm start` and the bench, has its own tests (edge-cache.test.ts).
    edgeCache: false,
  });
  return {
    ...cloud,
    async stop() {
      await cloud.stop();
      await db.client.send(new DeleteTableCommand({ TableName: tableName }));
      db.client.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cloud's base URL under another host name of this machine (e.g. 127.0.0.1, as a visitor may open it). */
export function cloudUrlAt(cloud: LocalCloud, hostname: string): string {
  const url = new URL(cloud.url);
  url.hostname = hostname;
  return url.origin;
}
