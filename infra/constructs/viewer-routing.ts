/**
 * CloudFront Function (cloudfront-js-2.0) on the web bucket's viewer requests: '/' redirects to the app, and
 * every /app path without a file extension is a client-side route, so it gets the SPA's index.html.
 * Kept as source text: CloudFront runs it as is, and the tests evaluate the same text.
 */
export const viewerRoutingCode = `function handler(event) {
  var request = event.request;
  if (request.uri === '/') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/app' } } };
  }
  if (/^\\/app(\\/|$)/.test(request.uri) && !/\\.[^/]*$/.test(request.uri)) {
    request.uri = '/app/index.html';
  }
  return request;
}`;
