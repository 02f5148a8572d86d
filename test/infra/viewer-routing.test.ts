import { describe, expect, it } from 'vitest';
import { viewerRoutingCode } from '../../infra/constructs/viewer-routing';

interface ViewerRequest {
  uri: string;
}
type ViewerResponse = { statusCode: number; headers: { location: { value: string } } };

// The same text CloudFront runs, evaluated as its runtime would: a global `handler` function.
const handler = new Function(`${viewerRoutingCode}; return handler;`)() as (event: {
  request: ViewerRequest;
}) => ViewerRequest | ViewerResponse;
const route = (uri: string) => handler({ request: { uri } });

describe('viewer routing', () => {
  it('redirects the root to the app', () => {
    expect(route('/')).toMatchObject({ statusCode: 302, headers: { location: { value: '/app' } } });
  });

  it.each(['/app', '/app/', '/app/drops/12', '/app/nft/mine/history'])('serves index.html for %s', (uri) => {
    expect(route(uri)).toEqual({ uri: '/app/index.html' });
  });

  it.each(['/app/assets/index-3f2a.js', '/app/favicon.svg', '/application', '/dev/outbox'])(
    'leaves %s as it is',
    (uri) => {
      expect(route(uri)).toEqual({ uri });
    },
  );
});
