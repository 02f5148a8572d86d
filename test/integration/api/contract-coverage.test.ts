import { describe, expect, it } from 'vitest';
import { familyModules } from '../../../functions/api/registry';
import type { Endpoint } from '../../../functions/lib/http';
import { allRoutes, liveRoutes } from '../../../shared/api/contract';
import { families, routeKey } from '../../../shared/api/route';

const endpoints = Object.entries(familyModules).flatMap(([family, module]) =>
  (module.endpoints as Endpoint[]).map((e) => ({ family, key: routeKey(e.route), route: e.route })),
);

/** Fails when a contract route has no handler, or a handler serves a route the contract does not list. */
function uncoveredRoutes(routes = allRoutes, served = endpoints) {
  const servedKeys = new Set(served.map((e) => e.key));
  return routes.filter((r) => !servedKeys.has(routeKey(r))).map(routeKey);
}

describe('the API contract', () => {
  it('has a handler in its family for every contract route', () => {
    expect(uncoveredRoutes()).toEqual([]);
    for (const e of endpoints) expect(e.route.family, e.key).toBe(e.family);
  });

  it('catches a contract route without a handler', () => {
    const orphan = { ...liveRoutes.getDrop, path: '/auction/drops/{id}/orphan' };
    expect(uncoveredRoutes([...allRoutes, orphan])).toEqual(['GET /api/auction/drops/{id}/orphan']);
  });

  it('serves only contract routes', () => {
    const listed = new Set(allRoutes.map(routeKey));
    expect(endpoints.filter((e) => !listed.has(e.key)).map((e) => e.key)).toEqual([]);
  });

  it('has a Lambda module for every family', () => {
    expect(Object.keys(familyModules).sort()).toEqual([...families].sort());
  });
});
