import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Loader } from '../../components/loader/loader';
import { paths } from '../../config/paths';
import { DropsRoute } from '../../features/drops/routes/drops-route';

/*
 * The drops list is the landing page, in the first load; every other screen is in the table of
 * ./screen-routes.tsx, a chunk of its own. Its lazy routes and the list of chunks each one preloads came to
 * 6 KB gzipped that a first visit never used; the first other screen now waits for that chunk as well.
 */
const ScreenRoutes = lazy(() => import('./screen-routes').then((m) => ({ default: m.ScreenRoutes })));

/** The shell route switch (spec part 1 §2). */
export function ShellRoutes() {
  return (
    <Switch>
      <Route path={paths.root.pattern}>
        <Redirect to={paths.drops()} replace />
      </Route>
      <Route path={paths.drops.pattern}>
        <DropsRoute />
      </Route>
      <Route>
        {/* The shell's main area is a window tall (../shell/shell.css.ts): the footer stays below the fold. */}
        <Suspense fallback={<Loader label="Loading" />}>
          <ScreenRoutes />
        </Suspense>
      </Route>
    </Switch>
  );
}
