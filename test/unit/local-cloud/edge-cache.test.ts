import { describe, expect, it } from 'vitest';
import { createEdgeCache, type EdgeAnswer, edgeTtlSeconds } from '../../../scripts/local-cloud/edge-cache';

const PUBLIC = 'public, max-age=15, stale-while-revalidate=30';

/** An origin that answers its current `body` with `cacheControl`, counting its calls. */
function origin(cacheControl = PUBLIC) {
  const state = { calls: 0, body: 'v1' };
  const call = async (): Promise<EdgeAnswer> => {
    state.calls++;
    return {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': cacheControl, etag: `"${state.body}"` },
      body: Buffer.from(state.body),
    };
  };
  return { state, call };
}

function clock() {
  const at = { ms: 1_000_000 };
  return { at, now: () => at.ms };
}

const visitor = { pathAndQuery: '/api/auction/drops', headers: {} };

describe('the local cloud edge cache (CloudFront in front of the API)', () => {
  it('keeps a public answer for its max-age, with its Age, then asks the origin again', async () => {
    const { at, now } = clock();
    const cache = createEdgeCache(now);
    const api = origin();
    const first = await cache.serve(visitor, api.call);
    expect(first.headers['x-cache']).toBe('Miss from cloudfront');
    api.state.body = 'v2';
    at.ms += 14_000;
    const kept = await cache.serve(visitor, api.call);
    expect(kept.body.toString()).toBe('v1');
    expect(kept.headers).toMatchObject({ 'x-cache': 'Hit from cloudfront', age: '14' });
    expect(api.state.calls).toBe(1);
    at.ms += 1_000;
    expect((await cache.serve(visitor, api.call)).body.toString()).toBe('v2');
    expect(api.state.calls).toBe(2);
  });

  it('keys on the query and the cookies, and never keeps or serves a caller with a token', async () => {
    const cache = createEdgeCache(clock().now);
    const api = origin();
    await cache.serve(visitor, api.call);
    await cache.serve({ ...visitor, pathAndQuery: '/api/auction/drops?page=2' }, api.call);
    await cache.serve({ ...visitor, headers: { cookie: 'session=a' } }, api.call);
    expect(api.state.calls).toBe(3);
    const signedIn = { ...visitor, headers: { authorization: 'Bearer token' } };
    await cache.serve(signedIn, api.call);
    await cache.serve(signedIn, api.call);
    expect(api.state.calls).toBe(5);
  });

  it('keeps no private, no-store, cookie-setting or failed answer', async () => {
    for (const cacheControl of ['private, no-cache', 'no-store', 'public, no-cache', 'public']) {
      const cache = createEdgeCache(clock().now);
      const api = origin(cacheControl);
      await cache.serve(visitor, api.call);
      await cache.serve(visitor, api.call);
      expect(api.state.calls, cacheControl).toBe(2);
    }
    expect(edgeTtlSeconds({ status: 200, headers: { 'cache-control': PUBLIC, 'set-cookie': ['a=b'] } })).toBe(
      0,
    );
    expect(edgeTtlSeconds({ status: 404, headers: { 'cache-control': PUBLIC } })).toBe(0);
    expect(edgeTtlSeconds({ status: 200, headers: { 'cache-control': 'public, max-age=600' } })).toBe(60);
  });

  it('answers 304 from the cache to a browser holding the same ETag', async () => {
    const cache = createEdgeCache(clock().now);
    const api = origin();
    await cache.serve(visitor, api.call);
    const revalidated = await cache.serve({ ...visitor, headers: { 'if-none-match': '"v1"' } }, api.call);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe('"v1"');
    const other = await cache.serve({ ...visitor, headers: { 'if-none-match': '"v0"' } }, api.call);
    expect(other.status).toBe(200);
    expect(api.state.calls).toBe(1);
  });

  it('makes one origin call for concurrent misses of a key, and lets each make its own when not kept', async () => {
    const cache = createEdgeCache(clock().now);
    const api = origin();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.serve(visitor, api.call)));
    expect(api.state.calls).toBe(1);
    expect(answers.map((answer) => answer.body.toString())).toEqual(Array(10).fill('v1'));
    const privateApi = origin('private, no-cache');
    await Promise.all(
      Array.from({ length: 10 }, () => cache.serve({ ...visitor, pathAndQuery: '/p' }, privateApi.call)),
    );
    expect(privateApi.state.calls).toBe(10);
  });
});
