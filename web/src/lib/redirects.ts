import { useEffect } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { ResponseOf } from '../../../shared/api/contract';
import { env } from '../config/env';
import { type ApiError, apiKey } from './api-client';

type Redirects = ResponseOf<'listRedirects'>;

/** GET /api/nft/redirects: paths the app sends elsewhere (retired pages, renamed drops). */
const redirectsKey = () => apiKey('listRedirects');

const useRedirects = (enabled: boolean) =>
  useSWR<Redirects, ApiError>(enabled ? redirectsKey() : null, { revalidateOnFocus: false });

/** The path as the app sees it: without the /app base and without a trailing slash. */
function appPath(path: string): string {
  const withoutBase =
    path === env.basePath || path.startsWith(`${env.basePath}/`) ? path.slice(env.basePath.length) : path;
  const trimmed = withoutBase.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Where `path` should go, if a server redirect's `from` names it. */
function findRedirect(redirects: Redirects, path: string): string | undefined {
  const current = appPath(path);
  return redirects.find((redirect) => appPath(redirect.from) === current)?.to;
}

const isExternal = (target: string): boolean => /^https?:\/\//i.test(target);

/**
 * Once `enabled` (the page found nothing here), follows a server redirect named by the current path, replacing
 * the entry. `pending` while the list loads or the redirect is under way; a failed list call redirects nowhere.
 */
export function useServerRedirect(enabled: boolean): { pending: boolean } {
  const [location, navigate] = useLocation();
  const { data: redirects, isLoading } = useRedirects(enabled);
  const target = enabled && redirects ? findRedirect(redirects, location) : undefined;

  useEffect(() => {
    if (!target) return;
    if (isExternal(target)) window.location.replace(target);
    else navigate(appPath(target), { replace: true });
  }, [target, navigate]);

  return { pending: enabled && (isLoading || target !== undefined) };
}
