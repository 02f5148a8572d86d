import { createHash } from 'node:crypto';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ErrorBody, FieldError } from '../../shared/api/errors';
import { type RouteDef, routeKey, tryDecodeURIComponent } from '../../shared/api/route';
import { messages } from '../../shared/domain/messages';
import type * as z from '../../shared/zod';
import { getUser } from '../data/user';
import { type Principal, sameSessionEpoch } from './auth/principal';
import { clientAddress } from './client-address';
import { type Deps, getDeps } from './deps';
import {
  AppError,
  ForbiddenError,
  InvalidTokenError,
  NotFoundError,
  NotYetError,
  RequestTimeoutError,
  TwoFactorRequiredError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import type { Logger } from './logger';
import { businessMetrics } from './metrics/business-metrics';
import { powertoolsMiddleware } from './powertools-middleware';
import { API_TIMEOUT_SECONDS, TIMEOUT_EARLY_MS } from './request-deadline';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

type Infer<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export interface EndpointInput<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  logger: Logger;
  requestId: string;
  /** The caller: always set on 'user' and 'verified' routes; on public routes only when a valid token came along. */
  user: R['access'] extends 'public' ? Principal | undefined : Principal;
  /** The request's cookies by name. */
  cookies: Record<string, string>;
  /** The caller's address (clientAddress: the viewer's behind CloudFront), for rate limits and the captcha check. */
  sourceIp: string;
  /** The request's headers by lowercase name (e.g. 'idempotency-key'). */
  headers: Record<string, string>;
  /** The body's text as it came ('' without one): what a provider's webhook signature is computed over. */
  rawBody?: string;
  /** Milliseconds left before the request's deadline (the Lambda's remaining time). */
  remainingMs: () => number;
}

const RESPONDED = Symbol('responded');

/** An answer with cookies or a status other than 200; endpoints return `respond(body, ...)` for those. */
export interface Responded<T> {
  [RESPONDED]: true;
  body: T;
  cookies: string[];
  status: number;
}

export const respond = <T>(body: T, options: { cookies?: string[]; status?: number } = {}): Responded<T> => ({
  [RESPONDED]: true,
  body,
  cookies: options.cookies ?? [],
  status: options.status ?? 200,
});

const isResponded = (value: unknown): value is Responded<unknown> =>
  typeof value === 'object' && value !== null && RESPONDED in value;

export interface Endpoint<R extends RouteDef = RouteDef> {
  route: R;
  run(
    deps: Deps,
    input: EndpointInput<R>,
  ): Promise<z.input<R['response']> | Responded<z.input<R['response']>>>;
}

/** Binds a plain function to its contract route; tests call `run` directly. */
export const endpoint = <R extends RouteDef>(route: R, run: Endpoint<R>['run']): Endpoint<R> => ({
  route,
  run,
});

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** How long a public catalog answer is fresh, then served stale while CloudFront or the browser revalidates. */
export const PUBLIC_MAX_AGE_SECONDS = 15;
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/** A strong ETag: a hash of the exact JSON body. */
export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match (a list, weak or strong, or *) names this ETag: weak comparison, as RFC 9110 asks for GET. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/**
 * A 200 of a route marked `cache`: ETag and Cache-Control, or 304 with no body when the caller's If-None-Match
 * names the same answer. A 'public' route's answer is public for a visitor and private for a caller who sent a
 * token; a 'shared' route's is public for every caller (RouteDef.cache).
 */
function cacheableAnswer(event: ApiEvent, body: unknown, cache: 'public' | 'shared'): ApiResult {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers: Record<string, string> =
    cache === 'shared'
      ? { etag, 'cache-control': PUBLIC_CACHE_CONTROL }
      : {
          etag,
          // The same URL answers a visitor and a signed-in caller differently: a browser must not reuse one's for the other.
          vary: 'Authorization',
          'cache-control': bearerToken(event) ? 'private, no-cache' : PUBLIC_CACHE_CONTROL,
        };
  if (matchesIfNoneMatch(event.headers?.['if-none-match'], etag))
    return { statusCode: 304, headers, body: '' };
  return { statusCode: 200, headers: { 'content-type': 'application/json', ...headers }, body: text };
}

export function errorBody(error: AppError): ErrorBody {
  return {
    detail: error.message,
    code: error.code,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    ...(error instanceof TwoFactorRequiredError ? { channel_2fa: error.channel2fa } : {}),
    ...(error instanceof NotYetError
      ? { available_at: error.availableAt.toISOString(), wait_ms: error.waitMs }
      : {}),
  };
}

const toFieldErrors = (error: z.core.$ZodError, prefix: string): FieldError[] =>
  error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : prefix,
    message: issue.message,
  }));

function parsePart<T extends z.ZodMiniType | undefined>(schema: T, value: unknown, part: string): Infer<T> {
  if (!schema) return undefined as Infer<T>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error, part));
  return parsed.data as Infer<T>;
}

/** application/json or a +json type, with or without parameters such as charset. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

const bodyText = (event: ApiEvent): string =>
  !event.body ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;

/** The JSON body (415 for another content type); a body without a content type is read as JSON, as so far. */
function readJsonBody(event: ApiEvent): unknown {
  const contentType = event.headers?.['content-type'];
  if (contentType !== undefined && !JSON_MEDIA_TYPE.test(contentType)) throw new UnsupportedMediaTypeError();
  if (!event.body) return {};
  const text = bodyText(event);
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError([{ field: 'body', message: messages.malformedJson }]);
  }
}

function readCookies(event: ApiEvent): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of event.cookies ?? []) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    // A malformed %-sequence is kept as sent: it matches no session, and must not fail the call.
    const value = pair.slice(at + 1).trim();
    cookies[pair.slice(0, at).trim()] = tryDecodeURIComponent(value) ?? value;
  }
  return cookies;
}

/**
 * The path parameters, refusing a malformed %-sequence (400, not the URIError a decode would throw): the local
 * gateway leaves such a segment as sent, and API Gateway may pass segments on undecoded.
 */
function readPathParameters(event: ApiEvent): Record<string, string | undefined> {
  const params = event.pathParameters ?? {};
  const malformed = Object.entries(params).filter(
    ([, value]) => value !== undefined && tryDecodeURIComponent(value) === undefined,
  );
  if (malformed.length)
    throw new ValidationError(malformed.map(([field]) => ({ field, message: messages.malformedEncoding })));
  return params;
}

function readHeaders(event: ApiEvent): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {}))
    if (value !== undefined) headers[name.toLowerCase()] = value;
  return headers;
}

const bearerToken = (event: ApiEvent): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(event.headers?.authorization ?? '')?.[1];

/**
 * The access rules of spec part 2 §6: public routes take an optional valid token; 'user' routes need one (401);
 * 'verified' routes also need a confirmed e-mail (403). A token minted before the e-mail was confirmed still says
 * unverified, so that case is checked against the user record. A `fresh` route also refuses a token issued before
 * the account's last change of credentials (401).
 */
async function authenticate(deps: Deps, route: RouteDef, event: ApiEvent): Promise<Principal | undefined> {
  const token = bearerToken(event);
  if (route.access === 'public') {
    if (!token) return undefined;
    return deps.sessions.verifyIdToken(token).catch(() => undefined);
  }
  if (!token) throw new UnauthorizedError();
  const principal = await deps.sessions.verifyIdToken(token);
  const unverified = route.access === 'verified' && !principal.emailVerified;
  if (!unverified && !route.fresh) return principal;
  const user = await getUser(deps.db, principal.uuid);
  if (route.fresh && !sameSessionEpoch(principal.sessionEpoch, user?.sessionEpoch))
    throw new InvalidTokenError(messages.credentialsChanged);
  if (!unverified) return principal;
  if (!user?.emailVerified) throw new ForbiddenError(messages.emailUnverified, 'email_not_verified');
  return { ...principal, emailVerified: true };
}

/** The code every 'sold out' refusal answers with (a pack, a Buy Now, a claim, a bid). */
const SOLD_OUT_CODE = 'sold_out';

/**
 * Maps named errors to their statuses and the spec's error shape, in one place; anything else is a logged 500.
 * Sold-out answers are counted here, the one place every refusal of every sale passes.
 */
const errorMapper = (deps: () => Deps): MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: async (request) => {
    const error = request.error;
    if (error instanceof AppError) {
      if (error.code === SOLD_OUT_CODE) deps().metrics.count(businessMetrics.soldOutAnswer);
      request.response = json(error.status, errorBody(error));
      return;
    }
    deps().logger.error('unhandled error', {
      requestId: request.context.awsRequestId,
      error:
        error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
    });
    request.response = json(500, {
      detail: messages.somethingWentWrong,
      code: 'server_error',
    } satisfies ErrorBody);
  },
});

/**
 * One Lambda per endpoint family: routes by the API Gateway route key to the family's endpoints, validates
 * path, query and body with the contract's schemas, and answers JSON.
 */
export function familyHandler(endpoints: Endpoint[], deps: () => Deps = getDeps) {
  const byKey = new Map(endpoints.map((e) => [routeKey(e.route), e]));
  return middy<ApiEvent, ApiResult, Error, Context>({
    timeoutEarlyInMillis: TIMEOUT_EARLY_MS,
    timeoutEarlyResponse: () => {
      throw new RequestTimeoutError();
    },
  })
    .use(powertoolsMiddleware(deps))
    .use(errorMapper(deps))
    .handler(async (event, context) => {
      const found = byKey.get(event.routeKey);
      if (!found) throw new NotFoundError();
      const { route } = found;
      const requestId = event.requestContext?.requestId ?? context.awsRequestId;
      const logger = deps().logger.child({ requestId, route: event.routeKey });
      // A shared answer is the same for every caller: its endpoint is never told who calls.
      const user = route.cache === 'shared' ? undefined : await authenticate(deps(), route, event);
      const headers = readHeaders(event);
      const input = {
        params: parsePart(route.params, readPathParameters(event), 'path'),
        query: parsePart(route.query, event.queryStringParameters ?? {}, 'query'),
        body: parsePart(route.body, route.body ? readJsonBody(event) : undefined, 'body'),
        logger,
        requestId,
        user,
        cookies: readCookies(event),
        sourceIp: clientAddress(
          headers,
          event.requestContext?.http?.sourceIp ?? '',
          deps().env.ORIGIN_VERIFY_SECRET,
        ),
        headers,
        rawBody: bodyText(event),
        // A context without a clock (a test's) gives the whole API timeout.
        remainingMs: () => context.getRemainingTimeInMillis?.() ?? API_TIMEOUT_SECONDS * 1000,
      };
      const started = Date.now();
      const result = await found.run(deps(), input as EndpointInput<RouteDef>);
      logger.info('request served', { durationMs: Date.now() - started });
      if (!isResponded(result))
        return route.cache && route.method === 'GET'
          ? cacheableAnswer(event, result, route.cache)
          : json(200, result);
      return {
        ...json(result.status, result.body),
        ...(result.cookies.length ? { cookies: result.cookies } : {}),
      };
    });
}
