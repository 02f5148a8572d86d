import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { localMedia } from '../../../functions/lib/adapters/local-media';
import { configureDeps } from '../../../functions/lib/deps';
import { findRoute, invokeApi } from '../../../scripts/local-cloud/api-gateway';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { seedCatalog } from '../../../scripts/seed/seed-catalog';
import { allRoutes } from '../../../shared/api/contract';
import { errorBodySchema } from '../../../shared/api/errors';
import { API_PREFIX, type RouteDef, routeKey } from '../../../shared/api/route';
import { inputParts, type JsonSchema, jsonSchemaOf, sampleOf, typesOf } from '../../support/contract-inputs';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bidder } from '../bids/support';
import { addTestCard } from '../payments/support';

/**
 * Bad input on every route of the contract, generated from its schemas: each route gets the same kinds of bad
 * input, logged out and as a verified user with money and a card. No answer may be a 5xx; a 4xx carries the error body, a 2xx (input the route ignores) its response schema. Deterministic: the
 * random values come from fast-check with a fixed seed.
 */

const SEED = 20_260_601;
const CONCURRENCY = 16;
/**
 * The fuzz is about answers to bad input, not about time: thousands of calls share this one process (password
 * checks are ~80 ms of CPU each) and CI's 2 cores with the other workers, so a call waits in line far longer than
 * it would in its own Lambda. It gets a minute, not the API's 10 s; a route that hangs still answers 503.
 */
const CALL_TIMEOUT_MS = 60_000;
const MIN_KINDS_PER_ROUTE = 20;

const { deps, clock } = createTestDeps(await createTestDb());
const catalog = buildDemoCatalog(clock.now());

type Part = (typeof inputParts)[number];
type Identity = 'logged out' | 'verified user';

/** What one request sends: path parameters and query values as they go on the wire (already %-encoded). */
interface Wire {
  params?: Record<string, string>;
  query?: [string, string][];
  body?: string | Buffer;
  headers?: Record<string, string>;
}

interface Target {
  route: RouteDef;
  schemas: Partial<Record<Part, JsonSchema>>;
  /** A plausible value of each part (known ids in the path), which each kind spoils in its own way. */
  base: Record<Part, unknown>;
}

// --- Values --------------------------------------------------------------------------------------------------

const randomJson = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED, numRuns: 64 });
const randomText = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), {
  seed: SEED,
  numRuns: 64,
});
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '😀'.repeat(40),
  '\u202egnp.exe',
  'Z̴̡̀a̶l̸g̵o',
  '\uFEFF ',
];
const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '1e999', '-0', '0x10', '١٢٣', '1_000', ' 1 '];
let picks = 0;
/** The next value of a pool: deterministic, and spread over the pool across fields and routes. */
const pick = <T>(pool: readonly T[]): T => pool[picks++ % pool.length] as T;

const TOO_LONG = 'x'.repeat(3_000);
const HUGE_TEXT = 'x'.repeat(100_000);
const KEEP = Symbol('keep');
/** What a route without inputs is sent, in a body it does not read, so that it gets every kind too. */
const UNREAD: JsonSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    count: { type: 'integer' },
    flag: { type: 'boolean' },
    list: { type: 'array', items: { type: 'string' } },
  },
};

/** The schema that chose a value of `sampleOf`: the first option of a union. */
const chosen = (schema: JsonSchema): JsonSchema => {
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return option ? chosen(option) : schema;
};
const kindOf = (schema: JsonSchema) => {
  const resolved = chosen(schema);
  if (resolved.enum !== undefined || resolved.const !== undefined) return 'enum';
  return typesOf(resolved)[0] ?? 'any';
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces every value of a sample (containers first: KEEP goes into them), guided by its schema. */
function spoil(
  schema: JsonSchema,
  value: unknown,
  replace: (kind: string, value: unknown) => unknown,
): unknown {
  const replaced = replace(kindOf(schema), value);
  if (replaced !== KEEP) return replaced;
  const resolved = chosen(schema);
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [
        name,
        spoil(resolved.properties?.[name] ?? {}, field, replace),
      ]),
    );
  if (Array.isArray(value)) return value.map((item) => spoil(resolved.items ?? {}, item, replace));
  return value;
}

/** Replacements by the kind of value; a kind's missing entries keep the value (and go into containers). */
const byKind =
  (table: Partial<Record<string, (value: unknown) => unknown>>) =>
  (kind: string, value: unknown): unknown => {
    const replace = table[kind];
    return replace ? replace(value) : KEEP;
  };

const valueKinds: Record<string, (kind: string, value: unknown) => unknown> = {
  'wrong types': byKind({
    string: () => 12_345,
    number: () => '12',
    integer: () => '12',
    boolean: () => 'yes',
    enum: () => ({ value: 1 }),
    array: () => 'not a list',
  }),
  nulls: (kind) => (kind === 'object' ? KEEP : null),
  'empty values': byKind({ string: () => '', array: () => [], enum: () => '' }),
  'over-long strings': byKind({ string: () => TOO_LONG }),
  'huge strings': byKind({ string: () => HUGE_TEXT }),
  'huge numbers': byKind({ number: () => 1e308, integer: () => 2 ** 64 }),
  // Large enough to overflow cents or counters, small enough to pass a schema without a maximum.
  'largest safe numbers': byKind({ number: () => 1e15, integer: () => Number.MAX_SAFE_INTEGER }),
  'negative numbers': byKind({ number: () => -1e9, integer: () => -1 }),
  fractions: byKind({ number: () => 0.001, integer: () => 1.5 }),
  'NaN-like strings': byKind({
    string: () => pick(NAN_LIKE),
    number: () => pick(NAN_LIKE),
    integer: () => pick(NAN_LIKE),
  }),
  'unicode and NUL': byKind({ string: () => pick([...UNICODE, ...randomText]) }),
  'unknown enum values': byKind({ enum: (value) => (typeof value === 'number' ? 999 : 'fuzz-unknown') }),
  'arrays instead of values': (kind, value) => (kind === 'object' ? KEEP : [value, value]),
  'objects instead of values': (kind, value) => (kind === 'object' ? KEEP : { value }),
  'huge arrays': byKind({
    array: (value) => Array.from({ length: 10_000 }, () => (value as unknown[])[0] ?? 'x'),
  }),
  'random JSON': (kind) => (kind === 'object' ? KEEP : pick(randomJson)),
};

// --- Requests --------------------------------------------------------------------------------------------------

/** %-encodes a text; a lone surrogate (which encodeURIComponent refuses) as the bytes it would take in UTF-8. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}
const onWire = (value: unknown) => encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const entriesOf = (value: unknown): [string, unknown][] => (isRecord(value) ? Object.entries(value) : []);

const wireParams = (value: unknown) =>
  Object.fromEntries(entriesOf(value).map(([name, v]) => [name, onWire(v)]));
const wireQuery = (value: unknown) =>
  entriesOf(value)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]): [string, string] => [encode(name), onWire(v)]);

/** One request per part the route takes, with that part spoiled and the others plausible. */
function spoiledParts(target: Target, replace: (kind: string, value: unknown) => unknown): Wire[] {
  const parts = inputParts.filter((part) => target.schemas[part]);
  const spoiled = (part: Part) => spoil(target.schemas[part] ?? {}, target.base[part], replace);
  // A route without inputs still gets the kind, in a body it does not read.
  if (!parts.length) return [{ body: JSON.stringify(spoil(UNREAD, sampleOf(UNREAD), replace)) }];
  return parts.map((part) => {
    if (part === 'params') return { params: wireParams(spoiled('params')) };
    if (part === 'query') return { query: wireQuery(spoiled('query')) };
    return { body: JSON.stringify(spoiled('body')) };
  });
}

/** One request for each string of the route with only that string over-long, the rest plausible. */
function oneLongField(target: Target): Wire[] {
  const wires = inputParts.flatMap((part) =>
    entriesOf(target.base[part])
      .filter(([, value]) => typeof value === 'string')
      .map(([name]): Wire => {
        const value = { ...(target.base[part] as Record<string, unknown>), [name]: TOO_LONG };
        if (part === 'params') return { params: wireParams(value) };
        if (part === 'query') return { query: wireQuery(value) };
        return { body: JSON.stringify(value) };
      }),
  );
  return wires.length ? wires : [{ body: JSON.stringify({ field: TOO_LONG }) }];
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const paramNames = (target: Target) => Object.keys(target.base.params ?? {});
const allParams = (target: Target, value: string) =>
  Object.fromEntries(paramNames(target).map((name) => [name, value]));

const rawKinds: Record<string, (target: Target, baseBody: string) => Wire[]> = {
  'no body': () => [{ body: '' }],
  'empty object': () => [{ body: '{}' }],
  'null body': () => [{ body: 'null' }],
  'array instead of object': (_t, body) => [{ body: `[${body}]` }],
  'scalar body': () => [{ body: '"fuzz"' }, { body: '-1e999' }],
  'malformed JSON': (_t, body) => [{ body: body.slice(0, -1) }, { body: "{'single': 'quotes'}" }],
  'deeply nested JSON': () => [
    { body: nested(5_000) },
    { body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  ],
  'prototype keys': (_t, body) => [
    { body: `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},${body.slice(1)}` },
  ],
  'non-JSON content type': (_t, body) => [
    { body, headers: { 'content-type': 'text/plain' } },
    { body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { body: Buffer.from([0xff, 0xfe, 0x00, 0xc3]), headers: { 'content-type': 'application/octet-stream' } },
  ],
  'invalid UTF-8 in a JSON body': () => [
    { body: Buffer.from([0x7b, 0x22, 0xff, 0xc3, 0x22, 0x3a, 0x31, 0x7d]) },
  ],
  'invalid %-encoding': (target) => [
    {
      params: allParams(target, '%E0%A4%A'),
      query: [
        ['page', '%E0%A4%A'],
        ['%', '%'],
      ],
    },
    { params: allParams(target, '%ED%A0%80'), query: [['q', '%ff']] },
  ],
  'over-long path and oversized query values': (target) => [
    { params: allParams(target, TOO_LONG) },
    {
      query: [...Object.keys(target.base.query ?? {}), 'unknown'].map((name): [string, string] => [
        name,
        'q'.repeat(10_000),
      ]),
    },
  ],
  'repeated query keys': (target) => [
    {
      query: (Object.keys(target.base.query ?? {}).length
        ? Object.keys(target.base.query ?? {})
        : ['page']
      ).flatMap((name): [string, string][] => [
        [name, '1'],
        [name, '2'],
      ]),
    },
  ],
  'malformed cookies': () => [
    { headers: { cookie: 'refresh_token=%E0%A4%A; a=%; =b; c; d=%ZZ' } },
    { headers: { cookie: `refresh_token=${'r'.repeat(4_000)}` } },
  ],
  'bad bearer tokens': () => [
    { headers: { authorization: 'Bearer a.b.c' } },
    { headers: { authorization: `Bearer ${'t'.repeat(8_000)}` } },
    { headers: { authorization: 'Basic Zm9vOmJhcg==' } },
  ],
  'oversized idempotency key': () => [
    { headers: { 'idempotency-key': `k${'\u0000'.repeat(10)}${'k'.repeat(8_000)}` } },
  ],
  'one over-long field at a time': (target) => oneLongField(target),
};

const kinds: Record<string, (target: Target, baseBody: string) => Wire[]> = {
  ...rawKinds,
  ...Object.fromEntries(
    Object.entries(valueKinds).map(([name, replace]) => [
      name,
      (target: Target) => spoiledParts(target, replace),
    ]),
  ),
};

// --- Targets -------------------------------------------------------------------------------------------------

/** Ids that exist, by path parameter name, so that bad input also reaches what comes after the lookups. */
let knownIds: Record<string, string[]> = {};

const schemasOf = (route: RouteDef) =>
  Object.fromEntries(
    inputParts.flatMap((part) => (route[part] ? [[part, jsonSchemaOf(route[part])]] : [])),
  ) as Partial<Record<Part, JsonSchema>>;

/** The route's plausible request; `index` picks among the known ids, so each route meets several. */
function targetOf(route: RouteDef, schemas: Partial<Record<Part, JsonSchema>>, index: number): Target {
  const sample = (part: Part) => (schemas[part] ? sampleOf(schemas[part]) : undefined);
  const params = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
      const known = knownIds[name];
      const sampled = (sample('params') as Record<string, unknown> | undefined)?.[name];
      return [name, known ? known[index % known.length] : (sampled ?? 'fuzz')];
    }),
  );
  return { route, schemas, base: { params, query: sample('query') ?? {}, body: sample('body') ?? {} } };
}

function pathOf(route: RouteDef, params: Record<string, string>): string {
  return `${API_PREFIX}${route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'fuzz')}`;
}

interface Answer {
  kind: string;
  route: RouteDef;
  status: number;
  /** Whether the gateway took the request to the route it was made for. */
  reached: boolean;
  problem?: string;
}

let sent = 0;

async function send(
  route: RouteDef,
  kind: string,
  wire: Wire,
  target: Target,
  token?: string,
): Promise<Answer> {
  const params = { ...wireParams(target.base.params), ...wire.params };
  const query = wire.query ?? wireQuery(target.base.query);
  const search = query.map(([name, value]) => `${name}=${value}`).join('&');
  const url = new URL(`${pathOf(route, params)}${search ? `?${search}` : ''}`, 'http://localhost');
  const body = wire.body ?? (target.schemas.body ? JSON.stringify(target.base.body) : '');
  const n = ++sent;
  try {
    const result = await invokeApi(
      {
        method: route.method,
        url,
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...wire.headers,
        },
        body: Buffer.isBuffer(body) ? body : Buffer.from(body),
        // A new address each time, so the per-address rate limits do not hide what lies behind them.
        sourceIp: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      CALL_TIMEOUT_MS,
    );
    const status = result.statusCode ?? 200;
    // A spoiled path can reach another route (an empty id: /auction/drops/ lists drops), or none (404).
    const reached = findRoute(route.method, url.pathname)?.route;
    return {
      kind,
      route,
      status,
      reached: reached === route,
      problem: reached ? problemOf(reached, status, result.body) : undefined,
    };
  } catch (error) {
    return { kind, route, status: 0, reached: false, problem: `threw ${String(error)}` };
  }
}

function problemOf(route: RouteDef, status: number, text: string | undefined): string | undefined {
  if (status >= 500) return `answered ${status}: ${text?.slice(0, 300)}`;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (status >= 400 && !errorBodySchema.safeParse(body).success)
    return `answered ${status} without a {detail, code} body: ${text?.slice(0, 300)}`;
  if (status < 300 && !route.response.safeParse(body).success)
    return `answered ${status} outside its response schema: ${text?.slice(0, 300)}`;
  return undefined;
}

/** Runs the calls with at most `limit` in flight. */
async function inBatches<T>(calls: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++];
      if (call) results.push(await call());
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** One call of each list in turn: the calls in flight at once are spread over the routes. */
const interleave = <T>(lists: T[][]): T[] =>
  Array.from({ length: Math.max(0, ...lists.map((list) => list.length)) }, (_, index) =>
    lists.flatMap((list) => (index < list.length ? [list[index] as T] : [])),
  ).flat();

async function fuzz(identity: Identity, token?: string): Promise<Answer[]> {
  const callsByRoute = allRoutes.map((route, routeIndex) => {
    const schemas = schemasOf(route);
    return Object.entries(kinds).flatMap(([kind, make], kindIndex) => {
      const target = targetOf(route, schemas, routeIndex + kindIndex);
      const baseBody = JSON.stringify(isRecord(target.base.body) ? target.base.body : {});
      return make(target, baseBody).map((wire) => () => send(route, kind, wire, target, token));
    });
  });
  // Route by route, sixteen of one route would be in flight at once, all in this one process: a burst of
  // password checks (argon2id, ~80 ms of CPU each, one after another) then ran past the request's deadline on a
  // loaded machine, which is a measure of the test's own process, not of an answer a deployed route would give.
  const calls = interleave(callsByRoute);
  const answers = await inBatches(calls, CONCURRENCY);
  expect(answers.length, identity).toBe(calls.length);
  return answers;
}

// --- The test ----------------------------------------------------------------------------------------------------

let userToken: string;

beforeAll(async () => {
  configureDeps(deps);
  await seedCatalog(deps, localMedia(mkdtempSync(join(tmpdir(), 'media-'))), { now: clock.now() });
  const user = await bidder(deps);
  expect((await addTestCard(deps, user)).status).toBe(200);
  userToken = await deps.sessions.issueIdToken({ uuid: user.user.uuid, emailVerified: true });
  const ids = (records: { id: string }[], count: number) =>
    records.slice(0, count).map((record) => record.id);
  knownIds = {
    id: [
      ...ids(catalog.packs, 3),
      ...ids(catalog.auctions, 15),
      ...ids(catalog.drops, 2),
      ...ids(catalog.nfts, 2),
      'no-such-id',
    ],
    key: catalog.cmsPages.map((page) => page.key),
    coin: ['ETH', 'btc', 'USDC'],
    year: ['2026'],
  };
});

/** By route key: the kinds of bad input that reached the route and its 4xx answers; the answers that broke a rule. */
function summary(answers: Answer[]) {
  const kindsReaching = new Map<string, Set<string>>();
  const refusals = new Map<string, number>();
  for (const { route, kind, status, reached } of answers) {
    if (!reached) continue;
    const key = routeKey(route);
    kindsReaching.set(key, (kindsReaching.get(key) ?? new Set()).add(kind));
    if (status >= 400 && status < 500) refusals.set(key, (refusals.get(key) ?? 0) + 1);
  }
  const problems = answers
    .filter((answer) => answer.problem)
    .map((answer) => `${routeKey(answer.route)} [${answer.kind}] ${answer.problem}`);
  return { kindsReaching, refusals, problems };
}

describe.each<Identity>(['logged out', 'verified user'])('every route, %s', (identity) => {
  it('answers every kind of bad input without a 5xx, and refuses some of it', async () => {
    const answers = await fuzz(identity, identity === 'verified user' ? userToken : undefined);
    const { kindsReaching, refusals, problems } = summary(answers);

    expect(problems).toEqual([]);
    for (const route of allRoutes) {
      const key = routeKey(route);
      expect(kindsReaching.get(key)?.size ?? 0, key).toBeGreaterThanOrEqual(MIN_KINDS_PER_ROUTE);
      // Every live route that reads input refused some of it.
      if (route.params || route.query || route.body) expect(refusals.get(key) ?? 0, key).toBeGreaterThan(0);
    }
    // Thousands of calls over every route: 37 s logged out and about a minute signed in on CI's 2 cores while the
    // other workers run; room to spare, not a speed limit.
  }, 180_000);
});
