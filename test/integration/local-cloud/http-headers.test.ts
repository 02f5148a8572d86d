import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { putDrop } from '../../../functions/data/drop';
import { configureDeps } from '../../../functions/lib/deps';
import { createLogger } from '../../../functions/lib/logger';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import { sandboxPages } from '../../../scripts/local-cloud/sandbox-pages';
import { appSecurityHeaders, headerFields } from '../../../shared/http/security-headers';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { testDrop } from '../../support/drops';
import { createAuction } from '../bids/support';

const webDir = mkdtempSync(join(tmpdir(), 'web-'));
const script = `console.log(${JSON.stringify('collectibles '.repeat(400))});\n`;
let server: ReturnType<typeof createHttpServer>;
let base: string;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Collectibles</title>');
  writeFileSync(join(webDir, 'assets', 'index-test.js'), script);
  const { deps } = createTestDeps(await createTestDb());
  // Enough drops that the list is well over the 1 KB below which nothing is compressed.
  await transactWrite(
    deps.db,
    ['a', 'b', 'c', 'd'].flatMap((id) => putDrop(deps.db, testDrop(`drop-${id}`))),
  );
  for (const id of ['auction-a1', 'auction-a2']) await createAuction(deps, id, { dropId: 'drop-a' });
  configureDeps(deps);
  server = createHttpServer({
    webDir,
    mediaDir: webDir,
    logger: createLogger({ test: true }, 'error', () => {}),
    sandboxPages: sandboxPages(deps),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const get = (path: string) => fetch(`${base}${path}`);

/** The bytes as they came: fetch() would decode them. */
const raw = (path: string, acceptEncoding: string) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    httpGet(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    }).on('error', fail);
  });

describe('security headers on the local cloud', () => {
  it('sends the app the shared strict CSP, framed by nobody', async () => {
    const app = await get('/app/drops/1');
    for (const [name, value] of Object.entries(headerFields(appSecurityHeaders('local', 'none'))))
      expect(app.headers.get(name)).toBe(value);
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(app.headers.get('x-frame-options')).toBe('DENY');
    expect(app.headers.get('strict-transport-security')).toBeNull();
  });

  it("lets only the app frame its 3-D Secure return pages and the sandbox's card pages", async () => {
    for (const path of ['/app/3ds-success?cko-session-id=s', '/sandbox/cards/fields']) {
      const framed = await get(path);
      expect(framed.status).toBe(200);
      expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(framed.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const identity = await get('/sandbox/identity/someone');
    expect(identity.headers.get('x-frame-options')).toBe('DENY');
  });

  it('marks API answers nosniff and lets nothing in them run', async () => {
    const api = await get('/api/auction/drops');
    expect(api.status).toBe(200);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('compression on the local cloud', () => {
  it('sends a JS asset brotli or gzip encoded when asked, and plain when not', async () => {
    const br = await raw('/app/assets/index-test.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await raw('/app/assets/index-test.js', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await raw('/app/assets/index-test.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses API JSON above 1 KB once, and leaves it plain when not asked', async () => {
    const plain = await raw('/api/auction/drops', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const answer = JSON.parse(plain.body.toString());
    expect(answer.count).toBe(4);

    const gzip = await raw('/api/auction/drops', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The list is the same for every caller: it varies by encoding alone.
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(answer);

    // The API's own Vary kept: a visitor's answer of a drop's auctions is not a signed-in caller's.
    const auctions = await raw('/api/auction/drops/drop-a/auctions', 'gzip');
    expect(auctions.headers['content-encoding']).toBe('gzip');
    expect(auctions.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(JSON.parse(gunzipSync(auctions.body).toString())).toHaveLength(2);
  });

  it('leaves small JSON answers plain', async () => {
    const small = await raw('/api/auction/drops/unknown', 'gzip, br');
    expect(small.headers['content-type']).toBe('application/json');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('detail');
  });
});

describe('HTTP caching on the local cloud, as CloudFront sees it', () => {
  it('passes a public catalog answer on with its ETag and max-age, and answers 304 to If-None-Match', async () => {
    const first = await get('/api/auction/drops');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${base}/api/auction/drops`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });
});
