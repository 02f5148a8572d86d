import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { createDb } from '../../../functions/data/db';
import { newId } from '../../../functions/lib/ids';
import type { LocalCloud } from '../../../scripts/local-cloud/cloud';
import { dynamoEndpoint } from '../../support/db';
import { restoreSeeded, seededSnapshot, startE2eCloud } from './seeded-snapshot';

/**
 * The real local cloud (seeded, every flag on) on a free port, over its worker's DynamoDB Local, starting from a
 * copy of the worker's seeded snapshot (./seeded-snapshot.ts). Stopping it drops its table and data folder: the
 * worker's journeys share that DynamoDB Local, and a seeded table left behind slowed the later ones.
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
  const cloud = await startE2eCloud({ endpoint, tableName, dataDir });
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
