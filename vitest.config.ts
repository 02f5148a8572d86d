import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vitest/config';
import { TEST_WORKERS } from './test/support/workers';

/**
 * The run's temporary folders (media, web builds, CDK assemblies, the browsers' profiles) sit in one folder of its
 * own, removed when the run ends: the workers inherit TMPDIR from this process. They are stopped rather than let
 * exit, so a file's own cleanup at exit never ran, and runs left thousands of folders in /tmp.
 */
const RUN_TEMP = 'COLLECTIBLES_TEST_RUN_TEMP';
function makeRunTemp(): void {
  const runTemp = mkdtempSync(join(tmpdir(), 'vitest-run-'));
  process.env[RUN_TEMP] = runTemp;
  process.env.TMPDIR = runTemp;
  process.once('exit', () => rmSync(runTemp, { recursive: true, force: true }));
}
// Vitest loads this file again for each project, in this process: the first load makes the folder.
if (!process.env[RUN_TEMP]) makeRunTemp();

/**
 * One run, seven projects: unit (pure rules), integration (handlers + DynamoDB Local), workflows (ASL through the
 * local runner), infra (CDK assertions), web and web-isolated (components in jsdom) and e2e (real Chromium on the
 * local cloud).
 * Unit, integration and workflow files share their worker's modules (isolate: false; each file makes its own table,
 * deps and clock, and restores what it stubs): importing the handlers' graph once per file cost a fifth of the run.
 * The projects that store data share one DynamoDB Local per worker (global setup), a database per table; their
 * files drop their tables when done.
 */
const withDynamo = { globalSetup: ['test/support/global-setup.ts'] };
const droppingTables = { ...withDynamo, setupFiles: ['test/support/drop-tables.ts'] };
const web = {
  include: ['web/src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  testTimeout: 60_000,
  setupFiles: ['web/src/testing/setup.ts'],
};
const ISOLATED = 'web/src/**/*.isolated.test.{ts,tsx}';

/**
 * Vitest's module cache (fsModuleCache, below) keys a transformed module by its own source and the config. A
 * vanilla-extract stylesheet compiles together with the stylesheets it imports (the theme's variables), so a
 * change to one of those would leave it stale: stylesheets and the CSS made from them (`*.css.ts.vanilla.css`) are
 * always compiled afresh.
 */
const stylesheetsUncached: Plugin = {
  name: 'stylesheets-uncached',
  configureVitest({ experimental_defineCacheKeyGenerator }) {
    experimental_defineCacheKeyGenerator(({ id }) => (id.includes('.css.ts') ? false : undefined));
  },
};
const webPlugins = () => [vanillaExtractPlugin(), stylesheetsUncached];

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache; `vitest --clearCache` empties it)
    // and shared by the projects of a run, which import the same functions and shared code: back to back, the run
    // without the e2e project took 435 s and 847 s of CPU with it from empty (as on a fresh clone), 469 s and 905 s
    // without.
    experimental: { fsModuleCache: true },
    testTimeout: 20_000,
    // expect.poll gives up after 1 s by default: a journey's screen waiting on the API while the other journey
    // keeps both cores busy can take longer (the marketplace's grid did).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], isolate: false } },
      // Races of 20-30 buyers through DynamoDB Local take 10-15 s on CI's 2 cores: room to spare, not a speed limit.
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          ...droppingTables,
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'workflows',
          include: ['test/workflows/**/*.test.ts'],
          ...droppingTables,
          testTimeout: 60_000,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000 } },
      // Web files share their worker's jsdom and modules too (setup.ts clears storage and cookies after each test):
      // a fresh jsdom and React per file took two thirds of the project's CPU. A file that replaces a module with
      // vi.mock is named *.isolated.test.tsx and runs apart, in a fresh module graph: in a shared one the mock
      // would miss the modules already loaded, and leak into the files after it.
      {
        extends: true,
        plugins: webPlugins(),
        test: { ...web, name: 'web', exclude: [ISOLATED], isolate: false },
      },
      {
        extends: true,
        plugins: webPlugins(),
        test: { ...web, name: 'web-isolated', include: [ISOLATED] },
      },
      // After the other projects (groupOrder), two journeys at a time: each has its own cloud, table and browser.
      // The two workers keep their modules from one journey to the next (isolate: false), as the projects above do:
      // each journey's cloud installs its own deps and stops its pollers, and a fresh process per file re-imported
      // the whole handler graph, about 4 s of CPU per file on a phase that keeps both cores busy.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          ...withDynamo,
          testTimeout: 60_000,
          // A worker's first journey also seeds the snapshot the others copy (test/e2e/support/seeded-snapshot.ts).
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
