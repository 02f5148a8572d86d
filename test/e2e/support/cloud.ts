import { inject } from 'vitest';
import { newId } from '../../../functions/lib/ids';
import { createLogger } from '../../../functions/lib/logger';
import { type LocalCloud, startLocalCloud } from '../../../scripts/local-cloud/cloud';

/** The real local cloud (seeded, every flag on) on a free port, over the run's DynamoDB Local. */
export const startTestCloud = (): Promise<LocalCloud> =>
  startLocalCloud({
    port: 0,
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: `e2e-${newId().toLowerCase()}`,
    logger: createLogger({ e2e: true }, 'warn'),
    pollIntervalMs: 100,
  });

/** The cloud's base URL under another host name of this machine (e.g. 127.0.0.1, as a visitor may open it). */
export function cloudUrlAt(cloud: LocalCloud, hostname: string): string {
  const url = new URL(cloud.url);
  url.hostname = hostname;
  return url.origin;
}
