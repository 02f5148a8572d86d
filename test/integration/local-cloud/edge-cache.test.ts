import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { putDrop } from '../../../functions/data/drop';
import { configureDeps, type Deps } from '../../../functions/lib/deps';
import { createLogger } from '../../../functions/lib/logger';
import { createEdgeCache } from '../../../scripts/local-cloud/edge-cache';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { testDrop } from '../../support/drops';

/** The local cloud's CloudFront cache in front of the real API (edge-cache.ts), on a clock the test moves. */
const edgeClock = { ms: Date.parse('2026-11-25T12:00:00Z') };
let deps: Deps;
let server: ReturnType<typeof createHttpServer>;
let base: string;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
  await transactWrite(deps.db, putDrop(deps.db, testDrop('drop-a')));
  configureDeps(deps);
  server = createHttpServer({
    webDir: '/nonexistent',
    mediaDir: '/nonexistent',
    logger: createLogger({ test: true }, 'error', () => {}),
    edgeCache: createEdgeCache(() => edgeClock.ms),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const dropCount = async (response: Response) => ((await response.json()) as { count: number }).count;

describe('the local cloud in front of the API, as CloudFront is in AWS', () => {
  it("serves a visitor's public catalog answer from its cache for its max-age; a caller with a token reaches the API", async () => {
    const first = await fetch(`${base}/api/auction/drops`);
    expect(first.headers.get('x-cache')).toBe('Miss from cloudfront');
    expect(await dropCount(first)).toBe(1);

    await transactWrite(deps.db, putDrop(deps.db, testDrop('drop-b')));
    edgeClock.ms += 10_000;
    const kept = await fetch(`${base}/api/auction/drops`);
    expect(kept.headers.get('x-cache')).toBe('Hit from cloudfront');
    expect(kept.headers.get('age')).toBe('10');
    expect(await dropCount(kept)).toBe(1);
    const etag = kept.headers.get('etag') ?? '';
    const revalidated = await fetch(`${base}/api/auction/drops`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);

    // A request with a token is never answered from the cache, as its key holds the token: the web sends this
    // 'shared' list without one (the answer is public whoever asks), and a 'public' route's answer is private.
    const token = await deps.sessions.issueIdToken({ uuid: 'edge-reader', emailVerified: true });
    const withToken = { headers: { authorization: `Bearer ${token}` } };
    const signedIn = await fetch(`${base}/api/auction/drops`, withToken);
    expect(signedIn.headers.get('cache-control')).toMatch(/^public/);
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(await dropCount(signedIn)).toBe(2);
    const auctions = await fetch(`${base}/api/auction/drops/drop-a/auctions`, withToken);
    expect(auctions.headers.get('cache-control')).toMatch(/^private/);
    expect(auctions.headers.get('x-cache')).toBeNull();

    edgeClock.ms += 5_000;
    const expired = await fetch(`${base}/api/auction/drops`);
    expect(expired.headers.get('x-cache')).toBe('Miss from cloudfront');
    expect(await dropCount(expired)).toBe(2);
  });
});
