import { describe, expect, it } from 'vitest';
import { familyModules } from '../../../functions/api/registry';
import type { Endpoint } from '../../../functions/lib/http';
import { allRoutes, liveRoutes } from '../../../shared/api/contract';
import { families, routeKey } from '../../../shared/api/route';

const endpoints = Object.entries(familyModules).flatMap(([family, module]) =>
  (module.endpoints as Endpoint[]).map((e) => ({ family, key: routeKey(e.route), route: e.route })),
);

/** Fails when a contract route has no handler, or a handler serves a route the contract does not list. */
function uncoveredLiveRoutes(routes = allRoutes, served = endpoints) {
  const servedKeys = new Set(served.map((e) => e.key));
  return routes.filter((r) => r.status === 'live' && !servedKeys.has(routeKey(r))).map(routeKey);
}

describe('the API contract', () => {
  it('has a handler in its family for every live route', () => {
    expect(uncoveredLiveRoutes()).toEqual([]);
    for (const e of endpoints) expect(e.route.family, e.key).toBe(e.family);
  });

  it('catches a live route without a handler', () => {
    const orphan = { ...liveRoutes.getDrop, path: '/auction/drops/{id}/orphan' };
    expect(uncoveredLiveRoutes([...allRoutes, orphan])).toEqual(['GET /api/auction/drops/{id}/orphan']);
  });

  it('serves only live contract routes', () => {
    const live = new Set(allRoutes.filter((r) => r.status === 'live').map(routeKey));
    expect(endpoints.filter((e) => !live.has(e.key)).map((e) => e.key)).toEqual([]);
  });

  it('has a Lambda module for every family', () => {
    expect(Object.keys(familyModules).sort()).toEqual([...families].sort());
  });
});
