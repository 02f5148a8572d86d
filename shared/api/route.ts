import type * as z from '../zod';

/** Every path of the contract lives under this prefix, in AWS (CloudFront -> HTTP API) and locally. */
export const API_PREFIX = '/api';

/** One Lambda per family; the family's handler routes inside by route key. */
export const families = [
  'auth',
  'registration',
  'account',
  'wallets',
  'nft',
  'auction',
  'offers',
  'owner',
  'payments',
  'billing',
  'inbox',
  'cms',
  'claims',
  'collections',
  'storefront',
  'marketing',
] as const;
export type Family = (typeof families)[number];

/** Who may call a route (spec part 2 §6). */
export type Access = 'public' | 'user' | 'verified';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** Exactly as spec part 2 §7 writes it, with a leading slash. */
  path: string;
  family: Family;
  access: Access;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  summary: string;
  /**
   * Catalog reads answered with an ETag (304 on If-None-Match) and a short public max-age CloudFront and browsers
   * keep. Only on GET routes with public access.
   * - 'public': the same for every visitor; a caller who sent a token gets `private, no-cache` instead (the answer
   *   holds their own fields, e.g. an auction's promotion.subscribed).
   * - 'shared': the same for every caller, signed in or not (nothing in it is the caller's): the web sends it
   *   without a token, so CloudFront keeps one answer for visitors and users alike, and a caller who sends one
   *   gets the public answer too.
   */
  cache?: 'public' | 'shared';
  /**
   * Moves money or changes credentials: an id_token issued before the account's last change of password, e-mail
   * or second factor is refused (401; the client refreshes once, which only the session that made the change
   * can). Other routes take such a token until it expires. Only on 'user' and 'verified' routes.
   */
  fresh?: true;
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

/**
 * The path API Gateway routes on: HTTP APIs reject route paths ending in '/', so the spec's trailing slashes
 * ('/inbox/') are dropped here; requests with or without the slash reach the same route.
 */
export const gatewayPath = (route: Pick<RouteDef, 'path'>): string =>
  `${API_PREFIX}${route.path}`.replace(/\/$/, '');

/** The API Gateway v2 route key, e.g. `GET /api/auction/drops/{id}`. */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${route.method} ${gatewayPath(route)}`;

/** Fills `{name}` placeholders of a contract path; used by the web client and tests. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return `${API_PREFIX}${path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  })}`;
}

/** decodeURIComponent, or undefined where it would throw (a malformed %-sequence such as '%E0%A4%A'). */
export function tryDecodeURIComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A contract path as a pattern and its parameters' names, made once per path (every request is matched). */
interface PathPattern {
  pattern: RegExp;
  names: string[];
}
const patterns = new Map<string, PathPattern>();

function patternOf(template: string): PathPattern {
  const known = patterns.get(template);
  if (known) return known;
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const made = { pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`), names };
  patterns.set(template, made);
  return made;
}

/**
 * Matches a concrete path against a contract path; answers the path parameters or undefined. A parameter with a
 * malformed %-sequence stays as sent, for the handler to refuse.
 */
export function matchPath(template: string, actual: string): Record<string, string> | undefined {
  const { pattern, names } = patternOf(template);
  const found = pattern.exec(actual);
  if (!found) return undefined;
  return Object.fromEntries(
    names.map((name, i) => {
      const segment = found[i + 1] ?? '';
      return [name, tryDecodeURIComponent(segment) ?? segment];
    }),
  );
}
