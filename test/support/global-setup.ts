import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../scripts/local-cloud/dynamodb';
import { TEST_WORKERS } from './workers';

/** In-memory DynamoDB Locals for the project, one per worker; every test file makes its own tables in its worker's. */
export default async function setup(project: TestProject) {
  const dynamos = await Promise.all(Array.from({ length: TEST_WORKERS }, () => startDynamoLocal()));
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
