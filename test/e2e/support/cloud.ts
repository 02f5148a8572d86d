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
