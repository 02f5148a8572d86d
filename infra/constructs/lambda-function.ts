import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { API_TIMEOUT_SECONDS } from '../../functions/lib/request-deadline';
import { powertoolsLayer } from './powertools-layer';

/** Entries in functions/ are written from the repository root, as the local cloud imports them. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const fromRoot = (path: string) => `${repoRoot}${path}`;

export interface LambdaDefaults {
  environment: Record<string, string>;
  tracing: boolean;
  /**
   * The one log group every function writes to (Lambda names each stream after its function, and every line is
   * Powertools JSON with `function_name`): one resource instead of one per function, against CloudFormation's 500.
   */
  logGroup: ILogGroup;
}

export type LambdaFunctionProps = Pick<
  NodejsFunctionProps,
  'handler' | 'timeout' | 'memorySize' | 'functionName' | 'description' | 'deadLetterQueue' | 'retryAttempts'
> & { entry: string };

/** The runtime every Lambda runs on; its bundled AWS SDK decides what may stay external (see `lambdaBundling`). */
export const lambdaRuntime = Runtime.NODEJS_22_X;

/**
 * How every Lambda is bundled (esbuild through NodejsFunction). scripts/bundle-size.ts builds each entry with
 * these same options to report sizes and init times, and test/infra/bundle-size.test.ts holds the budget.
 */
export const lambdaBundling = {
  /**
   * CommonJS, so that the runtime `require`s the bundle (index.js) and the bundle `require`s the SDK and Powertools.
   * Both ship CommonJS, and an ES module importing a CommonJS one makes Node scan its source for export names
   * first (cjs-module-lexer, in JavaScript on Node.js 20 and 22): loading the DynamoDB client and Powertools took
   * 101 ms that way, 62 ms `require`d, in every bundle's init (README, Bench; scripts/bundle-size.ts measures it).
   * The bundled code loses nothing: esbuild still reads every dependency's ES modules (`mainFields`), so tree
   * shaking is the same, and no code of ours uses top-level await or `import.meta`.
   */
  format: OutputFormat.CJS,
  target: 'node22',
  mainFields: ['module', 'main'],
  /**
   * The SDK clients a Lambda loads on first use (functions/lib/adapters) are `require`d then too, for the same
   * reason: left as `import()`, a CommonJS bundle would still load them as ES modules.
   */
  esbuildArgs: { '--supported:dynamic-import': 'false' },
  sourceMap: true,
  // Line mapping is enough for stack traces; embedding the sources nearly triples each map.
  sourcesContent: false,
  minify: true,
  /**
   * The AWS SDK v3 is left to the runtime: Node.js 22 on Lambda ships it (every client, lib-dynamodb and
   * util-dynamodb included) on its NODE_PATH, where the bundle's `require` finds it as it finds the layer's. That
   * is sound here because the code only calls long-stable operations (DynamoDB items and transactions, PutEvents,
   * Scheduler with ActionAfterCompletion, SESv2 SendEmail, SNS Publish, StartExecution, S3 Put/Head,
   * GetSecretValue), all older than any SDK the runtime has carried, so the runtime's version may differ from the
   * one pinned in package.json (3.1162.0, used locally and in tests). @smithy/* goes with it: the SDK's clients
   * and its core must come from one install, or their middleware and error classes would not match.
   *
   * Powertools (Logger, Metrics, Tracer with aws-xray-sdk-core) comes from its official layer (`powertoolsLayer`,
   * added to every function below), as its documentation asks of esbuild users: bundled, it would add 16 to 127 KB
   * to every bundle. The layer also carries a few SDK clients (DynamoDB, SSM, Secrets Manager, AppConfig) that come
   * before the runtime's on NODE_PATH; the SDK's exceptions match by name across copies, so `instanceof` holds.
   */
  externalModules: ['@aws-sdk/*', '@smithy/*', '@aws-lambda-powertools/*'],
  /**
   * Every bundle starts with the AWS deps' factory (getDeps makes the deps with it on first use). Nothing imports
   * that file, so the local cloud and the tests, which run the same handlers with their own deps, never load the
   * AWS adapters and Powertools: the Tracer's X-Ray SDK puts an async hook on every promise of the process.
   */
  inject: [fromRoot('functions/lib/aws-deps.ts')],
} satisfies NodejsFunctionProps['bundling'];

/** The entry (relative to the repository root) each function was built from, for the bundle size report. */
const functionEntries = new WeakMap<NodejsFunction, string>();
export const entryOf = (fn: NodejsFunction): string | undefined => functionEntries.get(fn);

/**
 * Every Lambda of the platform: Node.js 22 on arm64, the runtime's AWS SDK, the Powertools layer, source maps for
 * readable traces.
 */
export function lambdaFactory(defaults: LambdaDefaults) {
  return (scope: Construct, id: string, { entry, ...props }: LambdaFunctionProps): NodejsFunction => {
    const fn = new NodejsFunction(scope, id, {
      entry: fromRoot(entry),
      projectRoot: repoRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(API_TIMEOUT_SECONDS),
      logGroup: defaults.logGroup,
      tracing: defaults.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      environment: { ...defaults.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: lambdaBundling,
      layers: [powertoolsLayer(scope)],
      ...props,
    });
    functionEntries.set(fn, entry);
    return fn;
  };
}

export type LambdaFactory = ReturnType<typeof lambdaFactory>;
