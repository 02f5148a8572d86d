import { availableParallelism } from 'node:os';

/**
 * Test workers per run, at least three: vitest's default (cores - 1) is one on CI's 2 cores, while most files wait
 * on DynamoDB Local or a schedule (unit to infra on 2 cores: 6.6 min with two workers, 4.8 with three).
 * Each worker gets a DynamoDB Local of its own (global-setup.ts): one instance serves its requests on about one
 * core, so a shared one was the run's bottleneck. The e2e project keeps two (vitest.config.ts).
 */
export const TEST_WORKERS = Math.max(3, availableParallelism() - 1);
