import { availableParallelism } from 'node:os';

/**
 * Test workers per run: vitest's default (cores - 1) is one on CI's 2 cores, while the files mostly wait on DynamoDB
 * Local. Each worker gets a DynamoDB Local of its own (global-setup.ts): one instance serves its requests on about
 * one core, so a shared one was the run's bottleneck.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
