import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalCloud } from './local-cloud/cloud';
import { JAVA_MISSING_MESSAGE } from './local-cloud/dynamodb';
import { createProgressBar } from './seed/progress-bar';

/**
 * `npm start`: builds the web app when its sources changed, then runs the local cloud on PORT (default 3000)
 * with data under DATA_DIR (default .data/). `npm run dev` serves the app through Vite with hot reload.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? '.data';

function newestChange(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(
    info.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'dist' && name !== 'node_modules')
      .map((name) => newestChange(join(path, name))),
  );
}

function buildWebWhenNeeded() {
  const built = (() => {
    try {
      return statSync('web/dist/index.html').mtimeMs;
    } catch {
      return 0;
    }
  })();
  if (built > Math.max(newestChange('web'), newestChange('shared'))) return;
  console.log('Building the web app...');
  const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed (see above).');
}

async function createViteMiddleware() {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: 'web/vite.config.ts',
    server: { middlewareMode: true },
    appType: 'spa',
  });
  return vite.middlewares;
}

async function main() {
  if (!dev) buildWebWhenNeeded();
  const progress = createProgressBar('Seeding the demo catalog');
  const cloud = await startLocalCloud({
    port,
    dataDir,
    dynamoEndpoint: process.env.DYNAMODB_ENDPOINT,
    onSeedProgress: progress.update,
    vite: dev ? await createViteMiddleware() : undefined,
  });
  progress.done();
  console.log(`
  The platform is running:
    App            ${cloud.url}/app
    API            ${cloud.url}/api/auction/drops
    Media          ${cloud.url}/media/
    Outbox (dev)   ${cloud.url}/dev/outbox
    Ops (dev)      ${cloud.url}/dev/ops
  Data is kept in ${dataDir}/ (delete it to start over). Ctrl+C stops.
`);
  const shutdown = async () => {
    await cloud.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message === JAVA_MISSING_MESSAGE ? `\n${message}\n` : error);
  process.exit(1);
});
