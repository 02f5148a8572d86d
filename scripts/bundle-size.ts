import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { entryOf, lambdaBundling, repoRoot } from '../infra/constructs/lambda-function';
import { PlatformStack } from '../infra/platform-stack';

/**
 * Lambda bundle sizes and module initialisation times (issue 12, point 5): every entry the stack defines, built
 * with the stack's own esbuild options. `npm run synth` prints the report, `npm run bench` too, and
 * test/infra/bundle-size.test.ts fails when a bundle passes the budget. `tsx scripts/bundle-size.ts` prints it
 * alone (`--top` adds what weighs most in each bundle, `--realtime` measures init at real-time priority: see
 * `measureInits`).
 */

/** At most 250 KB of minified JavaScript per Lambda (the source map is deployed beside it, not counted). */
export const BUNDLE_BUDGET_BYTES = 250_000;
/** Module initialisation target, measured locally: a figure to print, not a test. */
export const INIT_TARGET_MS = 100;

export interface LambdaEntry {
  /** The entry module, relative to the repository root. */
  entry: string;
  /** The functions built from it (tasks sharing a module share one bundle), by construct path. */
  functions: string[];
}

export interface BundleReport extends LambdaEntry {
  /** The minified bundle (index.js, CommonJS as NodejsFunction writes it). */
  outfile: string;
  bytes: number;
  metafile: Metafile;
}

/** Every Lambda of the stack (synthesized without bundling, so it takes a second), one row per entry module. */
export function lambdaEntries(): LambdaEntry[] {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new PlatformStack(app, 'Platform');
  const byEntry = new Map<string, string[]>();
  for (const construct of stack.node.findAll()) {
    if (!(construct instanceof NodejsFunction)) continue;
    const entry = entryOf(construct);
    if (!entry)
      throw new Error(`${construct.node.path} was not made by lambdaFactory: its bundle is unknown`);
    const name = construct.node.path.slice(Stack.of(construct).node.path.length + 1);
    byEntry.set(entry, [...(byEntry.get(entry) ?? []), name]);
  }
  return [...byEntry]
    .map(([entry, functions]) => ({ entry, functions }))
    .sort((a, b) => a.entry.localeCompare(b.entry));
}

/**
 * The `esbuildArgs` the stack passes on esbuild's command line, as build options; an argument this does not know
 * fails here rather than leave the report's bundles unlike the deployed ones.
 */
function supportedFeatures(): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(lambdaBundling.esbuildArgs).map(([arg, value]) => {
      const feature = /^--supported:(.+)$/.exec(arg)?.[1];
      if (!feature) throw new Error(`scripts/bundle-size.ts does not know the esbuild argument ${arg}`);
      return [feature, value === 'true'];
    }),
  );
}

/** The stack's NodejsFunction bundling (infra/constructs/lambda-function.ts) as esbuild options. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [join(repoRoot, entry)],
    outfile,
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: lambdaBundling.format,
    target: lambdaBundling.target,
    mainFields: lambdaBundling.mainFields,
    supported: supportedFeatures(),
    sourcemap: lambdaBundling.sourceMap,
    sourcesContent: lambdaBundling.sourcesContent,
    minify: lambdaBundling.minify,
    external: lambdaBundling.externalModules,
    inject: lambdaBundling.inject,
    metafile: true,
    logLevel: 'silent',
  };
}

/**
 * Builds every entry into a fresh folder under node_modules/.cache, so that imports left to the runtime (the
 * AWS SDK) and to the Powertools layer resolve from node_modules when a bundle is loaded locally, and so that the
 * repository's `"type": "module"` does not reach the bundles (Node looks for a package's type no higher than a
 * node_modules folder): each is CommonJS, as in /var/task. Remove it with `removeBundles`.
 */
export async function buildBundles(entries: LambdaEntry[] = lambdaEntries()): Promise<BundleReport[]> {
  const cache = join(repoRoot, 'node_modules/.cache/lambda-bundles');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, 'run-'));
  return Promise.all(
    entries.map(async (lambda) => {
      const outfile = join(dir, lambda.entry.replace(/\.ts$/, '').replaceAll('/', '_'), 'index.js');
      const { metafile } = await build(esbuildOptions(lambda.entry, outfile));
      return { ...lambda, outfile, bytes: (await stat(outfile)).size, metafile: metafile as Metafile };
    }),
  );
}

/** Removes the folder `buildBundles` wrote. */
export async function removeBundles(reports: BundleReport[]): Promise<void> {
  const dirs = new Set(reports.map((report) => join(report.outfile, '../..')));
  await Promise.all([...dirs].map((dir) => rm(dir, { recursive: true, force: true })));
}

/** The bundles over the budget: what the budget test fails on. */
export const budgetFailures = (reports: BundleReport[]): BundleReport[] =>
  reports.filter((report) => report.bytes > BUNDLE_BUDGET_BYTES);

const run = promisify(execFile);

export interface InitTime {
  /** Importing the bundle in a fresh Node process, the external modules it imports statically included. */
  totalMs: number;
  /**
   * Of which importing those external modules: the SDK and Powertools (from node_modules here, from the runtime
   * and the Powertools layer in Lambda).
   */
  externalMs: number;
}

/**
 * The external modules a bundle loads at init: those its bundled sources import statically. The output cannot
 * tell (CommonJS `require`s them all, the lazily imported ones inside functions), so this reads the sources' own
 * imports, of the sources the bundle kept.
 */
const staticExternals = (report: BundleReport): string[] => {
  const output = Object.values(report.metafile.outputs).find((o) => o.entryPoint);
  const kept = Object.entries(output?.inputs ?? {}).filter(([, { bytesInOutput }]) => bytesInOutput > 0);
  return [
    ...new Set(
      kept.flatMap(([input]) =>
        (report.metafile.inputs[input]?.imports ?? [])
          // The injected AWS deps show as an absolute import of every source: bundled, not loaded apart.
          .filter((i) => i.external && i.kind === 'import-statement' && !isAbsolute(i.path))
          .map((i) => i.path),
      ),
    ),
  ];
};

/**
 * One module initialisation of a bundle, in a fresh Node process with source maps on (as in Lambda): its external
 * modules first, then the bundle (reading, compiling and running its top-level code), each `require`d from an ES
 * module as the Node.js runtime's own ES-module bootstrap requires a CommonJS handler.
 */
async function measureInit(report: BundleReport, realtime: boolean): Promise<InitTime> {
  const script = [
    "import { createRequire } from 'node:module';",
    `const require = createRequire(${JSON.stringify(report.outfile)});`,
    'const a = performance.now();',
    `for (const m of ${JSON.stringify(staticExternals(report))}) require(m);`,
    'const b = performance.now();',
    `require(${JSON.stringify(report.outfile)});`,
    'console.log(JSON.stringify({ totalMs: performance.now() - a, externalMs: b - a }));',
  ].join('\n');
  const node = [process.execPath, '--enable-source-maps', '--input-type=module', '--eval', script];
  const [command, ...args] = realtime ? ['chrt', '--fifo', '10', ...node] : node;
  const { stdout } = await run(
    command as string,
    args,
    // From the bundle's folder, so that the externals resolve from node_modules as they would beside the bundle.
    { cwd: dirname(report.outfile), env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as InitTime;
}

/**
 * Each bundle's init, the median of `runs`. One process at a time (parallel runs on a small machine measure each
 * other), going round the bundles, so that a burst of other work on the machine spreads over every bundle's runs
 * instead of falling on all of one bundle's. `realtime` runs each at real-time priority (`chrt`, as root): on a
 * machine shared with other work, what the bundle costs rather than what the machine has left for it, the closer
 * figure to a Lambda sandbox, whose CPU runs nothing else.
 */
export async function measureInits(
  reports: BundleReport[],
  { runs = 5, realtime = false } = {},
): Promise<InitTime[]> {
  const times: InitTime[][] = reports.map(() => []);
  for (let round = 0; round < runs; round++)
    for (const [index, report] of reports.entries()) times[index]?.push(await measureInit(report, realtime));
  return times.map(
    (runTimes) => runTimes.sort((a, b) => a.totalMs - b.totalMs)[Math.floor(runs / 2)] as InitTime,
  );
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** What an input counts as: its npm package, or its folder in the repository. */
function owner(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1] as string;
  return input.split('/').slice(0, -1).join('/') || input;
}

/** The heaviest owners (packages, repository folders) of a bundle's bytes. */
export function heaviest(report: BundleReport, count = 6): Array<[string, number]> {
  const output = Object.values(report.metafile.outputs).find((o) => o.entryPoint);
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {}))
    totals.set(owner(input), (totals.get(owner(input)) ?? 0) + bytesInOutput);
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** One line per entry: minified size, init time when measured, and the functions built from it. */
export function formatReport(
  reports: BundleReport[],
  init?: InitTime[],
  { top = false, realtime = false } = {},
): string {
  const width = Math.max(...reports.map((r) => r.entry.length));
  const lines = reports.map((report, i) => {
    const time = init?.[i];
    const initText = time
      ? `  init ${time.totalMs.toFixed(0).padStart(4)} ms (externals ${time.externalMs.toFixed(0).padStart(3)} ms)`
      : '';
    const flag = report.bytes > BUNDLE_BUDGET_BYTES ? '  OVER BUDGET' : '';
    const line = `  ${report.entry.padEnd(width)}  ${kb(report.bytes).padStart(9)}${initText}  ${report.functions.join(', ')}${flag}`;
    if (!top) return line;
    return [line, ...heaviest(report).map(([name, bytes]) => `      ${kb(bytes).padStart(9)}  ${name}`)].join(
      '\n',
    );
  });
  const largest = Math.max(...reports.map((r) => r.bytes));
  const slowest = init?.length
    ? `, slowest init ${Math.max(...init.map((t) => t.totalMs)).toFixed(0)} ms (target ${INIT_TARGET_MS} ms)`
    : '';
  return [
    `Lambda bundles (minified, budget ${kb(BUNDLE_BUDGET_BYTES)}${init ? `; init = loading the bundle in a fresh Node process, the SDK and Powertools included, median of 5${realtime ? ' at real-time priority' : ''}` : ''}):`,
    ...lines,
    `  ${reports.length} bundles, largest ${kb(largest)}${slowest}`,
  ].join('\n');
}

/** Builds every bundle, measures init times and returns the printed report. */
export async function bundleReport({ init = true, top = false, realtime = false } = {}): Promise<string> {
  const reports = await buildBundles();
  try {
    const times = init ? await measureInits(reports, { realtime }) : undefined;
    return formatReport(reports, times, { top, realtime });
  } finally {
    await removeBundles(reports);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  bundleReport({
    init: !args.includes('--no-init'),
    top: args.includes('--top'),
    realtime: args.includes('--realtime'),
  })
    .then((report) => console.log(report))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
