import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { API_TIMEOUT_SECONDS } from '../../functions/lib/request-deadline';

/** Entries in functions/ are written from the repository root, as the local cloud imports them. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const fromRoot = (path: string) => `${repoRoot}${path}`;

export interface LambdaDefaults {
  environment: Record<string, string>;
  tracing: boolean;
}

export type LambdaFunctionProps = Pick<
  NodejsFunctionProps,
  'handler' | 'timeout' | 'memorySize' | 'functionName' | 'description' | 'deadLetterQueue' | 'retryAttempts'
> & { entry: string };

/** ESM output still runs the CommonJS dependencies that call `require` (the SDK, zod's helpers). */
const requireShim = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** Every Lambda of the platform: Node.js 22 on arm64, the SDK bundled in, source maps for readable traces. */
export function lambdaFactory(defaults: LambdaDefaults) {
  return (scope: Construct, id: string, { entry, ...props }: LambdaFunctionProps): NodejsFunction => {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    return new NodejsFunction(scope, id, {
      entry: fromRoot(entry),
      projectRoot: repoRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(API_TIMEOUT_SECONDS),
      logGroup,
      tracing: defaults.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      environment: { ...defaults.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: requireShim,
        sourceMap: true,
        // Line mapping is enough for stack traces; embedding the sources nearly triples each map.
        sourcesContent: false,
        minify: true,
        bundleAwsSDK: true,
        externalModules: [],
      },
      ...props,
    });
  };
}

export type LambdaFactory = ReturnType<typeof lambdaFactory>;
