import { createLogger } from '../../functions/lib/logger';
import { startLocalCloud } from '../../scripts/local-cloud/cloud';

/**
 * The local cloud as a process of its own, for tests that kill it (kill -9) and start it again over the same
 * table: PORT, DYNAMODB_ENDPOINT and TABLE_NAME say where; it prints 'ready <url>' once it serves.
 */
const cloud = await startLocalCloud({
  port: Number(process.env.PORT ?? 0),
  dynamoEndpoint: process.env.DYNAMODB_ENDPOINT,
  tableName: process.env.TABLE_NAME,
  seed: false,
  webDir: '/nonexistent',
  logger: createLogger({ process: 'cloud' }, 'error'),
  pollIntervalMs: 100,
});
console.log(`ready ${cloud.url}`);
