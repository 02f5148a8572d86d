import { env } from '../../../config/env';
import type { Redirects } from '../api/list-redirects';

/** The path as the app sees it: without the /app base and without a trailing slash. */
export function appPath(path: string): string {
  const withoutBase =
    path === env.basePath || path.startsWith(`${env.basePath}/`) ? path.slice(env.basePath.length) : path;
  const trimmed = withoutBase.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Where `path` should go, if a server redirect's `from` names it. */
export function findRedirect(redirects: Redirects, path: string): string | undefined {
  const current = appPath(path);
  return redirects.find((redirect) => appPath(redirect.from) === current)?.to;
}

export const isExternal = (target: string): boolean => /^https?:\/\//i.test(target);
