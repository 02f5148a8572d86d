import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../scripts/local-cloud/dynamodb';
import { TEST_WORKERS } from './workers';

/**
 * In-memory DynamoDB Locals for a project that stores data (integration, workflows, e2e), one per worker of the
 * project: every test file makes its own tables in its worker's instance and drops them when done. Each project
 * gets instances of its own, never used by another: DynamoDB Local slows down with every table it has held, even
 * once dropped (measured: a fixed workload of writes and queries took 6.9 s on a fresh instance and 47.8 s on one
 * that had held and dropped 60 tables of 400 items), and the e2e journeys, run after the integration files, took
 * half again as long on the instances those had worn, with waits of the journeys running out on CI.
 */
export default async function setup(project: TestProject) {
  const workers = Math.min(TEST_WORKERS, project.config.maxWorkers ?? TEST_WORKERS);
  const dynamos = await Promise.all(Array.from({ length: workers }, () => startDynamoLocal()));
  project.provide(
    'dynamoEndpoints',
    dynamos.map((dynamo) => dynamo.endpoint),
  );
  return async () => {
    await Promise.all(dynamos.map((dynamo) => dynamo.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoints: string[];
  }
}
