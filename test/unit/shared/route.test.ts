import { describe, expect, it } from 'vitest';
import {
  buildPath,
  gatewayPath,
  matchPath,
  routeKey,
  tryDecodeURIComponent,
} from '../../../shared/api/route';

describe('contract paths', () => {
  it('drops trailing slashes from gateway route keys, which HTTP APIs reject', () => {
    expect(routeKey({ method: 'GET', path: '/inbox/' })).toBe('GET /api/inbox');
    expect(gatewayPath({ path: '/collections/{id}/' })).toBe('/api/collections/{id}');
    expect(routeKey({ method: 'GET', path: '/auction/drops/{id}' })).toBe('GET /api/auction/drops/{id}');
  });

  it('matches requests with or without the trailing slash and decodes parameters', () => {
    expect(matchPath('/inbox/', '/inbox')).toEqual({});
    expect(matchPath('/inbox/', '/inbox/')).toEqual({});
    expect(matchPath('/auction/drops/{id}', '/auction/drops/drop%20one')).toEqual({ id: 'drop one' });
    expect(matchPath('/auction/drops/{id}', '/auction/drops/a/auctions')).toBeUndefined();
  });

  it('leaves a parameter with a malformed %-sequence as sent, for the handler to refuse', () => {
    expect(matchPath('/auction/drops/{id}', '/auction/drops/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
    expect(tryDecodeURIComponent('%ED%A0%80')).toBeUndefined();
    expect(tryDecodeURIComponent('caf%C3%A9')).toBe('café');
  });

  it('builds paths and refuses a missing parameter', () => {
    expect(buildPath('/auction/drops/{id}/auctions', { id: 'a/b' })).toBe(
      '/api/auction/drops/a%2Fb/auctions',
    );
    expect(() => buildPath('/cms/{key}')).toThrow(/key/);
  });
});
