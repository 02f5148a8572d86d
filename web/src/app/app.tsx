import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { CookieNotice } from '../components/cookie-notice/cookie-notice';
import { Loader } from '../components/loader/loader';
import { ModalHost } from '../components/modal/modal-host';
import { ToastHost } from '../components/toast/toast-host';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { AccountModals } from '../features/account/components/account-modals';
import { AuthModals } from '../features/auth/components/auth-modals';
import { cmsKeys } from '../features/cms/api/get-cms-page';
import { PaymentModals } from '../features/payments/components/payment-modals';
import { SessionManager } from '../lib/session/session-manager';
import { ShellRoutes } from './routes/shell-routes';
import { StandaloneLayout } from './routes/standalone-layout';
import { ScrollToTop } from './scroll-to-top';
import { NewVersionPrompt } from './shell/new-version-prompt';
import { Shell } from './shell/shell';

// The pages outside the shell load with their route.

const ConfirmEmailRoute = lazy(() =>
  import('../features/auth/routes/confirm-email-route').then((m) => ({ default: m.ConfirmEmailRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('../features/auth/routes/reset-password-route').then((m) => ({ default: m.ResetPasswordRoute })),
);
const CmsPageRoute = lazy(() =>
  import('../features/cms/routes/cms-page-route').then((m) => ({ default: m.CmsPageRoute })),
);
const AmexWeb3Route = lazy(() =>
  import('./routes/amexweb3-route').then((m) => ({ default: m.AmexWeb3Route })),
);
const ThreeDsRoute = lazy(() => import('./routes/three-ds-route').then((m) => ({ default: m.ThreeDsRoute })));

/** Pages outside the main shell (spec part 1 §2), then the shell for every other path. */
export function AppRoutes() {
  return (
    <>
      <Suspense fallback={<Loader label="Loading" />}>
        <Switch>
          <Route path={paths.amexWeb3.pattern}>
            <AmexWeb3Route />
          </Route>
          <Route path={paths.threeDsSuccess.pattern}>
            <StandaloneLayout>
              <ThreeDsRoute outcome="success" />
            </StandaloneLayout>
          </Route>
          <Route path={paths.threeDsFailure.pattern}>
            <StandaloneLayout>
              <ThreeDsRoute outcome="failure" />
            </StandaloneLayout>
          </Route>
          <Route path={paths.privacyPolicy.pattern}>
            <StandaloneLayout>
              <CmsPageRoute cmsKey={cmsKeys.privacyPolicy} title="Privacy Policy" />
            </StandaloneLayout>
          </Route>
          <Route path={paths.termsOfService.pattern}>
            <StandaloneLayout>
              <CmsPageRoute cmsKey={cmsKeys.termsOfService} title="Terms of Service" />
            </StandaloneLayout>
          </Route>
          <Route path={paths.about.pattern}>
            <StandaloneLayout>
              <CmsPageRoute cmsKey={cmsKeys.about} title="About" />
            </StandaloneLayout>
          </Route>
          <Route path={paths.confirmEmail.pattern}>
            <StandaloneLayout>
              <ConfirmEmailRoute />
            </StandaloneLayout>
          </Route>
          <Route path={paths.resetPassword.pattern}>
            <StandaloneLayout>
              <ResetPasswordRoute />
            </StandaloneLayout>
          </Route>
          <Route>
            <Shell>
              <ShellRoutes />
            </Shell>
          </Route>
        </Switch>
      </Suspense>
      <ScrollToTop />
      <CookieNotice />
      {env.buildId && <NewVersionPrompt buildId={env.buildId} intervalMs={env.versionCheckIntervalMs} />}
      <ToastHost />
      <ModalHost />
      <AuthModals />
      <AccountModals />
      <PaymentModals />
      <SessionManager />
    </>
  );
}
