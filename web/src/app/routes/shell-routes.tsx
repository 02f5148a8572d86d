import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Loader } from '../../components/loader/loader';
import { paths } from '../../config/paths';
import { DropsRoute } from '../../features/drops/routes/drops-route';
import { screenLoading } from './shell-routes.css';

/*
 * The drops list is the landing page, in the first load; every other screen is in the table of
 * ./screen-routes.tsx, a chunk of its own. Its lazy routes and the list of chunks each one preloads came to
 * 6 KB gzipped that a first visit never used; the first other screen now waits for that chunk as well.
 */
const ScreenRoutes = lazy(() => import('./screen-routes').then((m) => ({ default: m.ScreenRoutes })));

/**
 * Screens at least a window tall once loaded: while the screen table loads, their place is a window tall too, so the
 * footer stays below the fold instead of jumping down past the reader (CLS). A shorter screen keeps the bare loader:
 * its footer would only come up into view.
 */
const tallScreens: readonly string[] = [paths.paymentMethods(), paths.statement()];

/** The shell route switch (spec part 1 §2). */
export function ShellRoutes() {
  const [location] = useLocation();
  const loader = <Loader label="Loading" />;
  return (
    <Switch>
      <Route path={paths.root.pattern}>
        <Redirect to={paths.drops()} replace />
      </Route>
      <Route path={paths.drops.pattern}>
        <DropsRoute />
      </Route>
      <Route>
        <Suspense
          fallback={tallScreens.includes(location) ? <div className={screenLoading}>{loader}</div> : loader}
        >
          <ScreenRoutes />
        </Suspense>
      </Route>
    </Switch>
  );
}
