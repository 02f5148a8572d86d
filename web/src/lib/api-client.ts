import type { z } from 'zod';
import type { contract, RouteName } from '../../../shared/api/contract';
import { buildPath, type HttpMethod } from '../../../shared/api/route';
import { messages } from '../../../shared/domain/messages';
import type { ApiError } from './api-error';
import type { ClientRoute, LoadedRouteName } from './api-routes';
import { firstPageRoutes } from './first-page-routes';

export type { ApiError } from './api-error';

/**
 * The one way the web talks to the API: same-origin JSON under /api with credentials, typed by the contract
 * answers validated by the route's schema: the first page's reads at once (./first-page-routes.ts), any other route's
 * zod schema with its route group on first use (./api-routes.ts). Failures throw ApiError. The
 * session statuses of spec part 2 §8 are handled here with the hooks the session installs: 401 refreshes once
 * and retries, 418 asks for a two-factor code and retries, 419 logs out.
 */

type Routes = typeof contract;
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;
type Part<N extends RouteName, K extends 'params' | 'query' | 'body'> = Routes[N] extends {
  [P in K]: infer S extends z.core.$ZodType;
}
  ? z.input<S>
  : never;

export type GetRouteName = {
  [N in RouteName]: Routes[N]['method'] extends 'GET' ? N : never;
}[RouteName];
export type SendRouteName = Exclude<RouteName, GetRouteName>;

export interface ApiInput<N extends RouteName> {
  params?: Part<N, 'params'>;
  query?: Part<N, 'query'>;
}

/** By name: the ApiError class loads with the first failure (./api-error.ts), after code that checks for one. */
export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof Error &&
  error.name === 'ApiError' &&
  (status === undefined || (error as ApiError).status === status);

const loadApiError = () => import('./api-error').then((m) => m.ApiError);

/** What a toast says about a failure: the server's lines, or the generic message. */
export const errorText = (error: unknown): string =>
  isApiError(error) ? error.lines.join('\n') : messages.somethingWentWrong;

/** The code and captcha token a two-factor dialog collects; null when the user closes it. */
export interface TwoFactorAnswer {
  otp: string;
  captcha: string;
}

/** Closing the two-factor dialog cancels the call without an error toast (spec part 2 §8). */
export class TwoFactorCancelledError extends Error {
  constructor() {
    super('Two-factor authentication cancelled');
    this.name = 'TwoFactorCancelledError';
  }
}

export interface ApiClientHooks {
  /** A non-GET call failed; the app shows its error lines as an error toast. */
  onMutationError?: (error: ApiError) => void;
  /** The session's id_token, sent as `Authorization: Bearer`. */
  getIdToken?: () => string | null;
  /** 401: get a new id_token from the refresh cookie; false when that fails. */
  refreshSession?: () => Promise<boolean>;
  /** 401 after a refresh, or 419: the user is logged out. */
  onLoggedOut?: () => void;
  /** 418: ask for a code on the channel the server names. */
  requestTwoFactor?: (channel: 'app' | 'phone') => Promise<TwoFactorAnswer | null>;
}

let hooks: ApiClientHooks = {};

/** Installs hooks over the current ones; the returned function restores the previous set. */
export function installApiClientHooks(next: ApiClientHooks): () => void {
  const previous = hooks;
  hooks = { ...hooks, ...next };
  return () => {
    hooks = previous;
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface SessionOptions {
  /**
   * false for the session calls themselves (login, token refresh, logout): their 401 is an answer, not an
   * expired session.
   */
  session?: boolean;
  /** Extra request headers, e.g. the checkouts' Idempotency-Key. */
  headers?: Record<string, string>;
}

interface Attempt {
  refreshed: boolean;
}

interface RequestOptions extends SessionOptions {
  /**
   * false for a 'shared' route's read (RouteDef.cache): the same answer for every caller, sent as a visitor's so
   * that CloudFront and the browser keep one answer for visitors and users alike.
   */
  withToken?: boolean;
}

function headersFor(
  body: unknown,
  { headers: extra = {}, withToken = true }: RequestOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...extra,
    ...(body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' }),
  };
  const token = withToken ? hooks.getIdToken?.() : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions = {},
  attempt: Attempt = { refreshed: false },
): Promise<unknown> {
  const { session = true } = options;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: headersFor(body, options),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await readBody(response);
  if (response.ok) return payload;
  const error = new (await loadApiError())(response.status, payload);
  if (!session) throw error;

  if (error.status === 401) {
    if (!attempt.refreshed && hooks.refreshSession && (await hooks.refreshSession())) {
      return send(method, url, body, options, { refreshed: true });
    }
    hooks.onLoggedOut?.();
  } else if (error.status === 419) {
    hooks.onLoggedOut?.();
  } else if (error.status === 418 && hooks.requestTwoFactor) {
    const answer = await hooks.requestTwoFactor(error.twoFactorChannel);
    if (!answer) throw new TwoFactorCancelledError();
    const retried = { ...((body ?? {}) as object), otp: answer.otp, 'g-recaptcha-response': answer.captcha };
    return send(method, url, retried, options, attempt);
  }
  throw error;
}

/** The first page's reads wait for no chunk; the loaders of every other route's group come in one. */
const loadRoute = (name: RouteName): ClientRoute | Promise<ClientRoute> =>
  Object.hasOwn(firstPageRoutes, name)
    ? firstPageRoutes[name as keyof typeof firstPageRoutes]
    : import('./api-routes').then((m) => m.loadRoute(name as LoadedRouteName));

function urlFor(path: string, { params, query }: { params?: unknown; query?: unknown }): string {
  const url = buildPath(path, params as Record<string, string> | undefined);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${url}?${queryString}` : url;
}

export async function apiGet<N extends GetRouteName>(
  name: N,
  input: ApiInput<N> = {},
): Promise<ResponseOf<N>> {
  const route = await loadRoute(name);
  const answer = await send('GET', urlFor(route.path, input), undefined, {
    withToken: route.cache !== 'shared',
  });
  return route.response.parse(answer) as ResponseOf<N>;
}

export interface SendOptions extends SessionOptions {
  /** false for calls whose failures the spec only logs or shows in place (e.g. e-mail subscribe). */
  toastErrors?: boolean;
}

export async function apiSend<N extends SendRouteName>(
  name: N,
  input: ApiInput<N> & { body?: Part<N, 'body'> },
  { toastErrors = true, ...options }: SendOptions = {},
): Promise<ResponseOf<N>> {
  try {
    const route = await loadRoute(name);
    return route.response.parse(
      await send(route.method, urlFor(route.path, input), input.body, options),
    ) as ResponseOf<N>;
  } catch (error) {
    if (toastErrors && isApiError(error)) hooks.onMutationError?.(error);
    throw error;
  }
}

/** An SWR key: the route name and its input. SWR hashes it; `fetchApiKey` (the app's fetcher) reads it. */
export type ApiKey<N extends GetRouteName> = readonly [N, ApiInput<N>];

export const apiKey = <N extends GetRouteName>(name: N, input: ApiInput<N> = {}): ApiKey<N> => [name, input];

/**
 * Matches every cached read of `names` about the resource `id` (any page, order or viewer):
 * `mutate(isResourceKey(['getNft'], id))` reloads them all.
 */
export const isResourceKey =
  (names: GetRouteName[], id: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && names.includes(key[0]) && key[1]?.params?.id === id;

export const fetchApiKey = <N extends GetRouteName>([name, input]: ApiKey<N>): Promise<ResponseOf<N>> =>
  apiGet(name, input);
