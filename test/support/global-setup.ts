import type { TestProject } from 'vitest/node';
import { type RunningDynamo, startDynamoLocal } from '../../scripts/local-cloud/dynamodb';
import { TEST_WORKERS } from './workers';

interface SharedDynamos {
  started: Promise<RunningDynamo[]>;
  projects: number;
}

/** On globalThis: each project loads this file as a module of its own, and they share one set of instances. */
const SHARED = '__collectiblesTestDynamoLocals';
const holder = globalThis as { [SHARED]?: SharedDynamos };

/**
 * In-memory DynamoDB Locals, one per worker; every test file makes its own tables in its worker's instance and
 * drops them when done. The projects that store data (integration, workflows, e2e) share them: worker N of any
 * project uses instance N, so no two workers use one at once, and e2e starts on JVMs whose compiler has warmed up.
 * Each table has a database of its own (scripts/local-cloud/dynamodb.ts), so the tables a file held do not slow
 * the files after it, as they did when an instance kept one database for all (a fixed workload ran in 13.2 s on
 * one that had held 20 tables of 400 items, 4.7 s on a fresh one).
 */
export default async function setup(project: TestProject) {
  holder[SHARED] ??= {
    started: Promise.all(Array.from({ length: TEST_WORKERS }, () => startDynamoLocal())),
    projects: 0,
  };
  const shared = holder[SHARED];
  shared.projects += 1;
  const dynamos = await shared.started;
  project.provide(
    'dynamoEndpoints',
    dynamos.map((dynamo) => dynamo.endpoint),
  );
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    delete holder[SHARED];
    await Promise.all(dynamos.map((dynamo) => dynamo.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoints: string[];
  }
}
