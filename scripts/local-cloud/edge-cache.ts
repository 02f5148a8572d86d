import type { IncomingHttpHeaders } from 'node:http';

/**
 * CloudFront's cache in front of the API, as the stack's ApiCachePolicy sets it (infra/constructs/web-hosting.ts):
 * a GET answer is kept only when the origin's Cache-Control says `public, max-age=N` (the public catalog reads a
 * visitor makes), for N seconds up to the policy's 60; the key is the path and query, Authorization and the
 * cookies, so a caller with a token or a session never shares an answer. Concurrent misses of one key make one
 * origin call (CloudFront collapses them too). A kept answer is served with its Age, and as 304 to a browser whose
 * If-None-Match names its ETag. Unlike CloudFront, it never serves an answer past its max-age
 * (stale-while-revalidate).
 */
export interface EdgeAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

interface Entry {
  answer: EdgeAnswer;
  storedAt: number;
  expiresAt: number;
}

/** The policy's ceiling on a public answer's max-age (ApiCachePolicy maxTtl). */
const MAX_TTL_SECONDS = 60;
/** Answers kept at most; the oldest go first. */
const MAX_ENTRIES = 2000;

/** Seconds a GET answer may be kept, from its status and headers: 0 when it may not. */
export function edgeTtlSeconds(answer: Pick<EdgeAnswer, 'status' | 'headers'>): number {
  if (answer.status !== 200 || answer.headers['set-cookie'] !== undefined) return 0;
  const directives = String(answer.headers['cache-control'] ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'no-store' || d === 'no-cache'))
    return 0;
  const maxAge = directives.map((d) => /^(?:s-maxage|max-age)=(\d+)$/.exec(d)?.[1]).find(Boolean);
  return Math.min(Number(maxAge ?? 0), MAX_TTL_SECONDS);
}

const header = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '');

/** An ETag of If-None-Match's list (weak or strong, or *) names this answer's. */
const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === '*' || bare === etag.replace(/^W\//, '');
  });

export interface EdgeCache {
  /**
   * Answers a GET or HEAD from the cache, or from `origin`, keeping what may be kept; concurrent misses of one key
   * wait for the first one's answer when it may be kept, and go to the origin themselves when it may not.
   */
  serve(
    request: { pathAndQuery: string; headers: IncomingHttpHeaders },
    origin: () => Promise<EdgeAnswer>,
  ): Promise<EdgeAnswer>;
}

export function createEdgeCache(now: () => number = Date.now): EdgeCache {
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | undefined>>();

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };

  const keep = (key: string, answer: EdgeAnswer): Entry | undefined => {
    const ttl = edgeTtlSeconds(answer);
    if (ttl <= 0) return undefined;
    const entry = { answer, storedAt: now(), expiresAt: now() + ttl * 1000 };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return entry;
  };

  /** The kept answer as this viewer gets it: with its Age, and 304 when the viewer holds the same ETag. */
  const hit = (entry: Entry, headers: IncomingHttpHeaders): EdgeAnswer => {
    const answerHeaders: Record<string, string | string[]> = {
      ...entry.answer.headers,
      age: String(Math.floor((now() - entry.storedAt) / 1000)),
      'x-cache': 'Hit from cloudfront',
    };
    const etag = String(entry.answer.headers.etag ?? '');
    const ifNoneMatch = header(headers, 'if-none-match');
    if (!etag || !ifNoneMatch || !matchesEtag(ifNoneMatch, etag))
      return { ...entry.answer, headers: answerHeaders };
    const { 'content-type': _type, ...notModified } = answerHeaders;
    return { status: 304, headers: notModified, body: Buffer.alloc(0) };
  };

  return {
    async serve(request, origin) {
      // A caller's token is in the key, and its answers are private: they never come from the cache.
      if (header(request.headers, 'authorization')) return origin();
      const key = `${request.pathAndQuery}\n${header(request.headers, 'cookie')}`;
      const cached = fresh(key);
      if (cached) return hit(cached, request.headers);
      const pending = filling.get(key);
      if (pending) {
        const entry = await pending;
        return entry ? hit(entry, request.headers) : origin();
      }
      const answer = origin();
      const kept = answer.then(
        (result) => keep(key, result),
        () => undefined,
      );
      filling.set(key, kept);
      void kept.then(() => filling.delete(key));
      const result = await answer;
      return { ...result, headers: { ...result.headers, 'x-cache': 'Miss from cloudfront' } };
    },
  };
}
