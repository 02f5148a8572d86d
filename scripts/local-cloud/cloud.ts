import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb, createTableIfMissing } from '../../functions/data/db';
import { localMedia } from '../../functions/lib/adapters/local-media';
import { sandboxMailer } from '../../functions/lib/adapters/sandbox-mailer';
import { type Clock, systemClock } from '../../functions/lib/clock';
import { configureDeps, type Deps } from '../../functions/lib/deps';
import { parseEnv } from '../../functions/lib/env';
import { newId } from '../../functions/lib/ids';
import { createLogger, type Logger } from '../../functions/lib/logger';
import { PassState } from '../../shared/domain/enums';
import { demoFlags, type FeatureFlags, resolveFlags } from '../../shared/domain/flags';
import { dropIdOf } from '../seed/catalog/drops';
import { isSeeded, seedCatalog } from '../seed/seed-catalog';
import { devRoutes } from './dev-pages';
import { type RunningDynamo, startDynamoLocal } from './dynamodb';
import { createEdgeCache } from './edge-cache';
import { createHttpServer, type Middleware } from './http-server';
import { localLiveSockets } from './live-sockets';
import type { LocalOps } from './ops';
import { createLocalRuntime } from './runtime';
import { sandboxPages } from './sandbox-pages';

/** How long a local export waits before its transfer (EXPORT_WAIT_SECONDS overrides it). */
const LOCAL_EXPORT_WAIT_SECONDS = 60;
/** How long a local fusion waits for its fused NFT (FUSION_WAIT_SECONDS overrides it). */
const LOCAL_FUSION_WAIT_SECONDS = 60;
/** The seeded drop the demo pass page's 'Buy now' opens (ONE_PASS_DROP_ID overrides it). */
const DEMO_PASS_DROP_SLUG = 'midnight-sessions';
/**
 * The sandbox clock of payouts (each overridden by its variable): a payout batch every 30 seconds instead of 10 AM
 * and 5 PM US Eastern, a pending payout checked every 5 seconds, the bank return window a minute.
 */
const LOCAL_PAYOUT_CLOCK = {
  PAYOUT_BATCH_EVERY_SECONDS: '30',
  PAYOUT_POLL_SECONDS: '5',
  PAYOUT_RETURN_WINDOW_SECONDS: '60',
};

export interface LocalCloudOptions {
  port: number;
  /** Where DynamoDB Local and the media files live; undefined keeps everything in memory (tests). */
  dataDir?: string;
  /** Use this DynamoDB (LocalStack, AWS) instead of starting DynamoDB Local. */
  dynamoEndpoint?: string;
  tableName?: string;
  flags?: FeatureFlags;
  clock?: Clock;
  logger?: Logger;
  seed?: boolean;
  onSeedProgress?: (done: number, total: number) => void;
  vite?: Middleware;
  webDir?: string;
  pollIntervalMs?: number;
  /** Keep visitors' public API answers for their max-age, as CloudFront does in AWS (edge-cache.ts); default on. */
  edgeCache?: boolean;
}

export interface LocalCloud {
  url: string;
  deps: Deps;
  server: Server;
  ops: LocalOps;
  stop(): Promise<void>;
}

/**
 * The whole platform in one process: DynamoDB Local, the family handlers behind a local API Gateway, the
 * outbox relay, event bus, queues, scheduler and workflow runner, the web app and the media files.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const logger = options.logger ?? createLogger({ stage: 'local' });
  const clock = options.clock ?? systemClock;
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const tableName = options.tableName ?? 'collectibles';
  const env = parseEnv({
    STAGE: 'local',
    TABLE_NAME: tableName,
    MEDIA_BASE_URL: '/media',
    RECOVERY_LEASE_SECONDS: process.env.RECOVERY_LEASE_SECONDS,
    JWT_SECRET: process.env.JWT_SECRET,
    // The sandbox clock of exports: a minute instead of 2 business days, unless set.
    EXPORT_WAIT_SECONDS: process.env.EXPORT_WAIT_SECONDS ?? String(LOCAL_EXPORT_WAIT_SECONDS),
    FUSION_WAIT_SECONDS: process.env.FUSION_WAIT_SECONDS ?? String(LOCAL_FUSION_WAIT_SECONDS),
    EXPORT_EMAIL_EXCLUSIONS: process.env.EXPORT_EMAIL_EXCLUSIONS,
    // The demo pass page takes raffle entries; 'Buy now' (ONE_PASS_STATE=drop) opens a seeded drop.
    ONE_PASS_STATE: process.env.ONE_PASS_STATE ?? PassState.joinRaffle,
    ONE_PASS_DROP_ID: process.env.ONE_PASS_DROP_ID ?? dropIdOf(DEMO_PASS_DROP_SLUG),
    ...Object.fromEntries(
      Object.entries(LOCAL_PAYOUT_CLOCK).map(([name, value]) => [name, process.env[name] ?? value]),
    ),
  });

  const dynamo: RunningDynamo | undefined = options.dynamoEndpoint
    ? undefined
    : await startDynamoLocal({ dataDir: dataDir && join(dataDir, 'dynamodb') });
  const endpoint = options.dynamoEndpoint ?? dynamo!.endpoint;
  const db = createDb({ tableName, endpoint, maxSockets: 256 });
  await createTableIfMissing(db);

  const flags = options.flags ?? resolveFlags(process.env.FEATURE_FLAGS, demoFlags);
  const mediaDir = dataDir ? join(dataDir, 'media') : mkdtempSync(join(tmpdir(), 'collectibles-media-'));
  const privateMediaDir = dataDir ? join(dataDir, 'private-media') : `${mediaDir}-private`;
  const media = localMedia(mediaDir, { privateDirectory: privateMediaDir });
  const liveSockets = localLiveSockets();
  const runtime = createLocalRuntime({
    db,
    clock,
    logger,
    env,
    flags,
    mailer: sandboxMailer(db, clock, newId),
    media,
    pollIntervalMs: options.pollIntervalMs,
    livePosts: liveSockets.posts,
  });
  configureDeps(runtime.deps);

  if (options.seed !== false && !(await isSeeded(db))) {
    await seedCatalog(runtime.deps, media, { onProgress: options.onSeedProgress });
  }
  await runtime.start();

  const server = createHttpServer({
    webDir: options.webDir ?? resolve('web/dist'),
    mediaDir,
    logger,
    devRoutes: devRoutes(db, runtime.ops),
    sandboxPages: sandboxPages(runtime.deps),
    vite: options.vite,
    signedMedia: media,
    signedUploads: media,
    edgeCache: options.edgeCache === false ? undefined : createEdgeCache(),
  });
  liveSockets.attach(server, () => runtime.deps);
  await new Promise<void>((done) => server.listen(options.port, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://localhost:${port}`;
  // Links in e-mails and 3-D Secure return addresses point at this site; on port 0 its port is known only now.
  env.SITE_URL = process.env.SITE_URL ?? url;

  return {
    url,
    deps: runtime.deps,
    server,
    ops: runtime.ops,
    async stop() {
      liveSockets.close();
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
      await runtime.stop();
      db.client.destroy();
      await dynamo?.stop();
      // Without a data folder, the media lived in temporary folders of this cloud's own.
      if (!dataDir)
        await Promise.all(
          [mediaDir, privateMediaDir].map((dir) => rm(dir, { recursive: true, force: true })),
        );
    },
  };
}
