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
 * In-memory DynamoDB Locals, one per worker; every test file makes its own tables in its worker's. The projects
 * that store data (integration, workflows, e2e) share them: a run starts them once, not once per project (each
 * start of three costs about 12 s of CPU on 2 cores, and the projects' setups run one after the other before any
 * test). Worker N of any project uses instance N; the projects run in turn (e2e's group after the others), and
 * every file drops its tables when done, so no two files ever use one instance at once.
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
