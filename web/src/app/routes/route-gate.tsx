import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { FlagName } from '../../../../shared/domain/flags';
import { Loader } from '../../components/loader/loader';
import { paths } from '../../config/paths';
import { NotFoundRoute } from '../../features/not-found/routes/not-found-route';
import { useIsLoggedIn, useSessionRestoring } from '../../lib/auth';
import { useFlags } from '../../lib/feature-flags';

export interface RouteGateProps {
  /** Off: the route does not exist (not-found). While the config loads, a loader. */
  flag?: FlagName;
  /** Logged-out visitors go to the root (spec part 2 §6). */
  guarded?: boolean;
  /** What stands in while the flags or the session load (default the loader): a skeleton of the screen. */
  loading?: ReactNode;
  children: ReactNode;
}

export function RouteGate({ flag, guarded, loading = <Loader />, children }: RouteGateProps) {
  const { flags, isLoading } = useFlags();
  const loggedIn = useIsLoggedIn();
  const restoring = useSessionRestoring();
  if ((flag && isLoading) || (guarded && restoring)) return loading;
  if (flag && !flags[flag]) return <NotFoundRoute />;
  if (guarded && !loggedIn) return <Redirect to={paths.root()} replace />;
  return children;
}
