import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../scripts/local-cloud/dynamodb';

/** One in-memory DynamoDB Local for the whole run; every test file makes its own table in it. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
