import type { z } from 'zod';
import { type LiveRouteName, liveRoutes, type ResponseOf } from '../../../shared/api/contract';
import { errorBodySchema, errorLines, type FieldError } from '../../../shared/api/errors';
import { buildPath, type HttpMethod } from '../../../shared/api/route';
import { messages } from '../../../shared/domain/messages';

/**
 * The one way the web talks to the API: same-origin JSON under /api with credentials, typed by the contract's
 * live routes, answers validated by the route's zod schema. Failures throw ApiError.
 */

type Routes = typeof liveRoutes;
type Part<N extends LiveRouteName, K extends 'params' | 'query' | 'body'> = Routes[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.input<S>
  : never;

export type GetRouteName = {
  [N in LiveRouteName]: Routes[N]['method'] extends 'GET' ? N : never;
}[LiveRouteName];
export type SendRouteName = Exclude<LiveRouteName, GetRouteName>;

export interface ApiInput<N extends LiveRouteName> {
  params?: Part<N, 'params'>;
  query?: Part<N, 'query'>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorLines(body).join('\n'));
    this.name = 'ApiError';
  }

  /** The lines a toast shows: the detail, or one 'field: message' line per field error (spec part 2 §8). */
  get lines(): string[] {
    return errorLines(this.body);
  }

  get fieldErrors(): FieldError[] {
    const parsed = errorBodySchema.safeParse(this.body);
    return parsed.success ? (parsed.data.errors ?? []) : [];
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** What a toast says about a failure: the server's lines, or the generic message. */
export const errorText = (error: unknown): string =>
  isApiError(error) ? error.lines.join('\n') : messages.somethingWentWrong;

export interface ApiClientHooks {
  /** A non-GET call failed; the app shows its error lines as an error toast. */
  onMutationError?: (error: ApiError) => void;
  /**
   * 401 (refresh once, then retry), 418 (two-factor code, then retry) and 419 (logged out) of spec part 2 §8.
   * The identity release installs this; until then these answers fail like any other.
   */
  onSessionError?: (error: ApiError, retry: () => Promise<unknown>) => Promise<unknown>;
}

const SESSION_STATUSES = new Set([401, 418, 419]);
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

async function send(method: HttpMethod, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await readBody(response);
  if (response.ok) return payload;
  const error = new ApiError(response.status, payload);
  if (SESSION_STATUSES.has(response.status) && hooks.onSessionError) {
    return hooks.onSessionError(error, () => send(method, url, body));
  }
  throw error;
}

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
  const route: Routes[GetRouteName] = liveRoutes[name];
  return route.response.parse(await send('GET', urlFor(route.path, input))) as ResponseOf<N>;
}

export interface SendOptions {
  /** false for calls whose failures the spec only logs or shows in place (e.g. e-mail subscribe). */
  toastErrors?: boolean;
}

export async function apiSend<N extends SendRouteName>(
  name: N,
  input: ApiInput<N> & { body: Part<N, 'body'> },
  { toastErrors = true }: SendOptions = {},
): Promise<ResponseOf<N>> {
  const route: Routes[SendRouteName] = liveRoutes[name];
  try {
    return route.response.parse(
      await send(route.method, urlFor(route.path, input), input.body),
    ) as ResponseOf<N>;
  } catch (error) {
    if (toastErrors && error instanceof ApiError) hooks.onMutationError?.(error);
    throw error;
  }
}

/** An SWR key: the route name and its input. SWR hashes it; `fetchApiKey` (the app's fetcher) reads it. */
export type ApiKey<N extends GetRouteName> = readonly [N, ApiInput<N>];

export const apiKey = <N extends GetRouteName>(name: N, input: ApiInput<N> = {}): ApiKey<N> => [name, input];

export const fetchApiKey = <N extends GetRouteName>([name, input]: ApiKey<N>): Promise<ResponseOf<N>> =>
  apiGet(name, input);
