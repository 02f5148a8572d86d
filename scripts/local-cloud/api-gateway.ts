import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { familyModules } from '../../functions/api/registry';
import { API_TIMEOUT_SECONDS } from '../../functions/lib/request-deadline';
import { allRoutes } from '../../shared/api/contract';
import { API_PREFIX, matchPath, type RouteDef, routeKey } from '../../shared/api/route';

export interface IncomingCall {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

const staticSegments = (route: RouteDef) =>
  route.path.split('/').filter((s) => s && !s.startsWith('{')).length;
// Like API Gateway, a path with more literal segments wins over one with parameters at the same place.
const routesBySpecificity = [...allRoutes].sort((a, b) => staticSegments(b) - staticSegments(a));

export function findRoute(method: string, path: string) {
  if (!path.startsWith(`${API_PREFIX}/`)) return undefined;
  const apiPath = path.slice(API_PREFIX.length);
  for (const route of routesBySpecificity) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, apiPath);
    if (params) return { route, params };
  }
  return undefined;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

/** The API Gateway HTTP API (payload format 2.0) event for a request, as AWS would build it. */
export function toApiGatewayEvent(
  call: IncomingCall,
  route: RouteDef,
  params: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of call.url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const key = routeKey(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: call.url.pathname,
    rawQueryString: call.url.search.replace(/^\?/, ''),
    cookies: call.headers.cookie ? call.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: call.method,
        path: call.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: call.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: call.body.length ? (isText ? call.body.toString('utf8') : call.body.toString('base64')) : undefined,
    isBase64Encoded: call.body.length > 0 && !isText,
  };
}

/** Each call gets the API Lambdas' timeout, as in AWS (where middy answers a JSON 503 just before it). */
export function lambdaContext(
  functionName: string,
  requestId: string,
  timeoutMs = API_TIMEOUT_SECONDS * 1000,
): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const notFound: APIGatewayProxyStructuredResultV2 = {
  statusCode: 404,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ detail: 'Not found.', code: 'not_found' }),
};

/**
 * Routes a call like the HTTP API does and invokes the family's Lambda handler in process, with the API's
 * timeout (handler tests, whose races run on a loaded machine and are not about time, may give more).
 */
export async function invokeApi(
  call: IncomingCall,
  timeoutMs?: number,
): Promise<APIGatewayProxyStructuredResultV2> {
  const found = findRoute(call.method, call.url.pathname);
  if (!found) return notFound;
  const event = toApiGatewayEvent(call, found.route, found.params);
  const { handler } = familyModules[found.route.family];
  return handler(
    event,
    lambdaContext(`api-${found.route.family}`, event.requestContext.requestId, timeoutMs),
  );
}
