import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RouteDef } from '../../../shared/api/route';
import { liveRoutes } from '../../../shared/api/routes/live';
import { dropsPageSchema } from '../../../shared/api/schemas/catalog';
import { makeConfig } from '../testing/fixtures';
import type { ClientRoute } from './api-routes';
import { firstPageRoutes } from './first-page-routes';

const names = Object.keys(firstPageRoutes) as (keyof typeof firstPageRoutes)[];
/** What a contract's schema answers, as JSON Schema (less the dialect's name). */
const contractSchema = (schema: z.core.$ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'output' });
  return rest;
};
const verdict = (parse: () => unknown) => {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
};

const drop = {
  id: 'drop-1',
  title: 'Drop',
  description: '',
  category: 'music',
  thumbnail: '/media/t.png',
  banner: '/media/b.png',
  video: null,
  price: 9.99,
  feature_at: '2026-11-24T10:00:00.000Z',
  feature_until: null,
  availability: 0,
  active: true,
  sold_out: false,
  show_signup: false,
  promotion: { promotion_uuid: 'promo-1' },
  needs_waiting_room: false,
  terms_key: null,
  tiers: [1],
  artist: { id: 'artist-1', name: 'Artist', icon: '', image: '' },
  blockchain_types: [1],
  drops: [
    {
      id: 'pack-1',
      title: 'Pack',
      thumbnail: '',
      price: 9.99,
      quantity: 10,
      nfts_per_pack: 3,
      sold_out: false,
    },
  ],
};

describe("the first page's routes", () => {
  // A 'shared' read is sent without the token (api-client.ts): the only caching the client reads.
  it.each(names)("%s has the method and path of the contract, and is 'shared' where it is", (name) => {
    const { method, path, cache } = firstPageRoutes[name] as ClientRoute;
    const route = liveRoutes[name] as RouteDef;
    expect({ method, path, shared: cache === 'shared' }).toEqual({
      method: route.method,
      path: route.path,
      shared: route.cache === 'shared',
    });
  });

  it.each(names)("%s checks its answer against the JSON Schema of the contract's schema", (name) => {
    expect(firstPageRoutes[name].response.schema).toEqual(contractSchema(liveRoutes[name].response));
  });

  it('accepts and refuses the same drops pages as the contract', () => {
    const page = { count: 1, next: null, results: [drop] };
    const answers = [
      page,
      { ...page, next: 1.5 },
      { ...page, results: [{ ...drop, price: -1 }] },
      { ...page, results: [{ ...drop, feature_at: 'yesterday' }] },
      { ...page, results: [{ ...drop, availability: 3 }] },
      { ...page, results: [{ ...drop, id: '' }] },
    ];
    const verdicts = answers.map((answer) => verdict(() => firstPageRoutes.listDrops.response.parse(answer)));
    expect(verdicts).toEqual(answers.map((answer) => dropsPageSchema.safeParse(answer).success));
    expect(verdicts).toEqual([true, false, false, false, false, false]);
    expect(firstPageRoutes.listDrops.response.parse({ ...page, extra: 1 })).toEqual(page);
  });

  // The schemas being equal, this holds the JSON Schema reading to zod's: answers altered at any one place, with
  // each value at a bound the schemas draw and with random JSON, get the same verdict and, when accepted, the same
  // value.
  const valid = {
    getConfig: makeConfig(),
    listCategories: [{ id: 'music', title: 'Music' }],
    listDrops: { count: 1, next: 2, results: [drop] },
  };
  const pathsIn = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
    value !== null && typeof value === 'object'
      ? [
          at,
          ...Object.entries(value).flatMap(([key, inner]) =>
            pathsIn(inner, [...at, Array.isArray(value) ? Number(key) : key]),
          ),
        ]
      : [at];
  const withValueAt = (
    value: unknown,
    [key, ...rest]: (string | number)[],
    replacement: unknown,
  ): unknown => {
    if (key === undefined) return replacement;
    // undefined: the property, or the array's item, left out (JSON has no undefined, nor holes in arrays).
    const copy = structuredClone(value) as Record<string | number, unknown>;
    if (replacement !== undefined || rest.length > 0) copy[key] = withValueAt(copy[key], rest, replacement);
    else if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete copy[key];
    return copy;
  };
  const edges = [
    undefined,
    '',
    'x',
    'xy',
    'x'.repeat(64),
    'x'.repeat(65),
    '2026-11-24T10:00:00Z',
    '2026-11-24T10:00:00.5+01:00',
    '2026-11-24T10:00',
    '2026-02-30T10:00:00Z',
    'BTC',
    'drop',
    -1,
    0,
    1,
    2,
    0.5,
    -0.5,
    2 ** 53,
    -(2 ** 53),
    null,
    true,
    [],
    {},
  ];

  const sameAsContract = (name: (typeof names)[number], answer: unknown) => {
    const expected = liveRoutes[name].response.safeParse(answer);
    expect(verdict(() => firstPageRoutes[name].response.parse(answer))).toBe(expected.success);
    if (expected.success) expect(firstPageRoutes[name].response.parse(answer)).toEqual(expected.data);
  };

  it.each(names)('%s accepts and answers what the contract does, whatever one value is', (name) => {
    const paths = pathsIn(valid[name]);
    for (const path of paths)
      for (const edge of edges) sameAsContract(name, withValueAt(valid[name], path, edge));
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, replacement) =>
        sameAsContract(name, withValueAt(valid[name], path, replacement)),
      ),
      { numRuns: 300 },
    );
  });
});
