import { configureDeps, type Deps } from '../../functions/lib/deps';
import { findRoute, invokeApi } from '../../scripts/local-cloud/api-gateway';
import { routeByKey } from '../../shared/api/contract';
import { routeKey } from '../../shared/api/route';

/** Route keys answered during this run, so a test can demand that every live route was exercised. */
export const exercisedRoutes = new Set<string>();

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect answers freely; the schema check above is the guard
  body: any;
  /** Set-Cookie values of the answer, when it set any. */
  cookies?: string[];
  /** The answer's headers, by lowercase name (not enumerable: whole-answer comparisons leave them out). */
  headers: Record<string, string>;
}

/** Extra request headers, e.g. `authorization: 'Bearer ...'` and `cookie: 'refresh_token=...'`. */
export interface CallOptions {
  headers?: Record<string, string>;
  sourceIp?: string;
  /**
   * The request's deadline. Handler tests race dozens of buyers through DynamoDB Local on a loaded machine and
   * assert outcomes, not time: they get a minute. The deadline's own behaviour (202 'accepted', 503) has its
   * tests (test/integration/recovery, test/unit/functions/request-deadline.test.ts).
   */
  timeoutMs?: number;
}

const HANDLER_TEST_TIMEOUT_MS = 60_000;

/**
 * Calls the API as API Gateway would (a real v2 event into the family's Lambda handler), and checks every
 * 2xx answer against the route's response schema from the contract.
 */
export async function callApi(
  deps: Deps,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiAnswer> {
  configureDeps(deps);
  const url = new URL(path, 'http://localhost');
  const result = await invokeApi(
    {
      method,
      url,
      headers: { 'content-type': 'application/json', host: 'localhost', ...options.headers },
      body: Buffer.from(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
      sourceIp: options.sourceIp ?? '127.0.0.1',
    },
    options.timeoutMs ?? HANDLER_TEST_TIMEOUT_MS,
  );
  const status = result.statusCode ?? 200;
  const parsedBody = result.body ? JSON.parse(result.body) : undefined;
  const found = findRoute(method, url.pathname);
  if (found) {
    const route = routeByKey(routeKey(found.route));
    exercisedRoutes.add(routeKey(found.route));
    if (route && status < 300) {
      const checked = route.response.safeParse(parsedBody);
      if (!checked.success) {
        throw new Error(`${method} ${path} answered outside its response schema: ${checked.error.message}`);
      }
    }
  }
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  const answer = {
    status,
    body: parsedBody,
    ...(result.cookies?.length ? { cookies: result.cookies } : {}),
  } as ApiAnswer;
  // Not enumerable: tests comparing whole answers (toEqual) see status, body and cookies as before.
  Object.defineProperty(answer, 'headers', { value: headers, enumerable: false });
  return answer;
}
